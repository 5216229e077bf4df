/**
 * The built page links its stylesheet after `#root` (web/scripts/boot-paint.ts), so that the boot
 * screen paints before it has arrived; the scripts run only once it has. Moved into the head before
 * any screen's stylesheet is added there, it keeps its place first in the cascade: left in the body,
 * it would come after every screen's stylesheet, and its rules would win over theirs where both are
 * of equal weight (a phone's monitor moved as its rules came). A page without one (the dev server,
 * which injects styles itself) is left as it is.
 */
export function stylesheetsFirst(doc: Document = document): void {
  const sheets = doc.body?.querySelectorAll('link[rel="stylesheet"]') ?? [];
  const before = doc.head.querySelector('link[rel="stylesheet"], style:not([data-boot])');
  for (const sheet of sheets) doc.head.insertBefore(sheet, before);
}
