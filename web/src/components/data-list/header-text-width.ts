/**
 * A column header's text width in px as the browser draws it: measured once per title from the font
 * (a canvas in the header's font: Blueprint's th, semibold 14 px, in the page's family), or undefined
 * where there is no canvas to measure with (jsdom), for the caller to estimate instead.
 */
const measured = new Map<string, number>();
let context: OffscreenCanvasRenderingContext2D | null | undefined;

export function headerTextPx(text: string): number | undefined {
  if (context === undefined)
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context || typeof document === 'undefined') return undefined;
  // the family the page has now (read each time: a title measured before the styles load is not kept
  // for after)
  const font = `600 14px ${getComputedStyle(document.body).fontFamily}`;
  const key = `${font}\n${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  context.font = font;
  const px = context.measureText(text).width;
  measured.set(key, px);
  return px;
}
