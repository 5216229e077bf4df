/**
 * The theme colour's 10 shades (spec §9: #165DFF with 10 gradient shades), computed the way Arco's
 * `@arco-design/color` palette does in HSV space: shades 1–5 lighten towards white (less saturation,
 * more value, hue shifted by 2° a step), shade 6 is the colour itself, shades 7–10 darken (more
 * saturation, less value). For #165DFF this gives Arco's own arcoblue-1…10 (a test checks).
 *
 * Dark theme: Arco ships a separate dark palette; ours is a documented approximation that mirrors
 * the light one (dark shade i = light shade 11 − i), so shade 1 is a deep tint for backgrounds and
 * shade 6 a brighter accent that keeps its contrast on dark surfaces.
 */

interface Hsv {
  h: number;
  s: number;
  v: number;
}

const HUE_STEP = 2;
const MIN_SATURATION_STEP = 9;
const MAX_SATURATION = 100;
const MAX_VALUE = 100;
const MIN_VALUE = 30;

/** `#rgb` or `#rrggbb` → [r, g, b] (0–255); throws on anything else. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a hex colour: ${hex}`);
  const digits = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function toHsv([r, g, b]: [number, number, number]): Hsv {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  if (h < 0) h += 360;
  return { h, s: max === 0 ? 0 : (d / max) * 100, v: (max / 255) * 100 };
}

function toHex({ h, s, v }: Hsv): string {
  const sat = s / 100;
  const val = v / 100;
  const c = val * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = val - c;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return `#${[r!, g!, b!]
    .map((n) => Math.round((n + m) * 255))
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

function shade(base: Hsv, index: number): Hsv {
  const isLight = index < 6;
  const step = isLight ? 6 - index : index - 6;
  const { h, s, v } = base;
  // Warm and cool hues turn in opposite directions as they lighten.
  const towardsLight = h >= 60 && h <= 240 ? -1 : 1;
  let hue = Math.round(h + (isLight ? towardsLight : -towardsLight) * HUE_STEP * step);
  if (hue < 0) hue += 360;
  else if (hue >= 360) hue -= 360;
  const saturation = isLight
    ? s <= MIN_SATURATION_STEP
      ? s
      : s - ((s - MIN_SATURATION_STEP) / 5) * step
    : s + ((MAX_SATURATION - s) / 4) * step;
  const value = isLight
    ? v + ((MAX_VALUE - v) / 5) * step
    : v <= MIN_VALUE
      ? v
      : v - ((v - MIN_VALUE) / 4) * step;
  return { h: hue, s: saturation, v: value };
}

/** The 10 light-theme shades of a colour, shade 1 (lightest) first; shade 6 is the colour. */
export function lightPalette(hex: string): string[] {
  const rgb = parseHex(hex);
  const base = toHsv(rgb);
  const own = `#${rgb
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
  return Array.from({ length: 10 }, (_, i) => (i + 1 === 6 ? own : toHex(shade(base, i + 1))));
}

/** The 10 dark-theme shades (the light palette mirrored, see above). */
export function darkPalette(hex: string): string[] {
  return lightPalette(hex).reverse();
}

/** The palette as CSS custom properties `--primary-1` … `--primary-10`. */
export function paletteVariables(hex: string, dark: boolean): Record<string, string> {
  const shades = dark ? darkPalette(hex) : lightPalette(hex);
  return Object.fromEntries(shades.map((c, i) => [`--primary-${i + 1}`, c]));
}

/**
 * Blueprint's primary intent (primary buttons, focus rings, the progress bar, links) in the theme
 * colour: rest is the colour itself in both themes (white text on it keeps its contrast on a dark
 * page too), hover and active the next darker shades, disabled a lighter one.
 */
export function intentVariables(hex: string): Record<string, string> {
  const shades = lightPalette(hex);
  return {
    '--bp-intent-primary-rest': shades[5]!,
    '--bp-intent-primary-hover': shades[6]!,
    '--bp-intent-primary-active': shades[7]!,
    '--bp-intent-primary-disabled': shades[3]!,
  };
}
