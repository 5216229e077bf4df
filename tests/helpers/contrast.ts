import type { Page } from 'playwright-core';

/** How an empty field's placeholder and its typed text read on the field's background. */
export interface FieldContrast {
  /** The field's name, id or placeholder, to tell which one failed. */
  field: string;
  /** WCAG contrast ratio of the placeholder on the field's background. */
  placeholder: number;
  /** WCAG contrast ratio of typed text on the same background. */
  text: number;
}

/**
 * The placeholder and text contrast of every visible empty field with a placeholder that
 * `selector` finds. Colours go through a 1×1 canvas, so any CSS colour (oklch, relative colours,
 * alpha) comes back as the sRGB pixel the screen shows; backgrounds are composed from the field up
 * to the first opaque ancestor, as they are painted.
 */
export function fieldContrasts(page: Page, selector = 'input[placeholder], textarea[placeholder]') {
  return page.evaluate((sel): FieldContrast[] => {
    interface El {
      parentElement: El | null;
      value?: string;
      getAttribute(n: string): string | null;
      getClientRects(): { length: number };
    }
    interface Ctx {
      fillStyle: string;
      clearRect(x: number, y: number, w: number, h: number): void;
      fillRect(x: number, y: number, w: number, h: number): void;
      getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
    }
    const g = globalThis as unknown as {
      document: {
        querySelectorAll(s: string): ArrayLike<El>;
        createElement(t: 'canvas'): { width: number; height: number; getContext(k: '2d'): Ctx };
      };
      getComputedStyle(e: El, pseudo?: string): { color: string; backgroundColor: string };
    };
    const canvas = g.document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d');
    const alpha = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data[3];
    };
    /** Paints the layers bottom first and reads the pixel. */
    const paint = (layers: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const css of ['#fff', ...layers]) {
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
      }
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] as const;
    };
    type Rgb = readonly [number, number, number];
    const linear = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, gg, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(gg) + 0.0722 * linear(b);
    const ratio = (a: Rgb, b: Rgb) => {
      const [la, lb] = [luminance(a), luminance(b)];
      return Math.round(((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)) * 100) / 100;
    };
    const out: FieldContrast[] = [];
    for (const el of Array.from(g.document.querySelectorAll(sel))) {
      if (el.getClientRects().length === 0 || el.value) continue;
      const backgrounds: string[] = [];
      for (let e: El | null = el; e; e = e.parentElement) {
        const bg = g.getComputedStyle(e).backgroundColor;
        if (alpha(bg) === 0) continue;
        backgrounds.unshift(bg);
        if (alpha(bg) === 255) break;
      }
      const bg = paint(backgrounds);
      out.push({
        field: el.getAttribute('name') ?? el.getAttribute('id') ?? el.getAttribute('placeholder') ?? '?',
        placeholder: ratio(paint([...backgrounds, g.getComputedStyle(el, '::placeholder').color]), bg),
        text: ratio(paint([...backgrounds, g.getComputedStyle(el).color]), bg),
      });
    }
    return out;
  }, selector);
}
