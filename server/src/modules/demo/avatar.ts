/** A small, self-contained SVG avatar (initials on a colour) as a data: URL; no network needed. */
export function avatarDataUrl(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${background}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#fff">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
