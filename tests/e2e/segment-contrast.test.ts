import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signedIn, useHarness } from './chrome-harness.js';

/** One row of segments (buttons choosing one value) as drawn: the chosen one against the others. */
interface SegmentRow {
  names: string;
  /** Contrast of the chosen segment's colour against each other button's of its row. */
  apart: number[];
  /** Contrast of the chosen segment's text against its colour. */
  text: number;
}

/**
 * Every row of buttons with a pressed one (`aria-pressed`), measured in the page: the colours each
 * button paints (its background over its ancestors', any CSS colour read back through a canvas) and
 * WCAG's contrast between them.
 */
const SEGMENT_ROWS = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const cx = canvas.getContext('2d', { willReadFrequently: true });
  const rgba = (c) => {
    cx.clearRect(0, 0, 1, 1);
    cx.fillStyle = c;
    cx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = cx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const paint = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] === 0) continue;
      layers.push(c);
      if (c[3] === 1) break;
    }
    let rgb = [255, 255, 255];
    for (const c of layers.reverse()) rgb = rgb.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
    return rgb;
  };
  const lum = (rgb) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(rgb[0]) + 0.7152 * f(rgb[1]) + 0.0722 * f(rgb[2]);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return Math.round(((x + 0.05) / (y + 0.05)) * 100) / 100;
  };
  const rows = new Set([...document.querySelectorAll('#od-main [aria-pressed="true"]')].map((b) => b.parentElement));
  return [...rows].map((row) => {
    const buttons = [...row.querySelectorAll(':scope > .bp6-button')];
    const on = buttons.find((b) => b.getAttribute('aria-pressed') === 'true');
    const colour = paint(on);
    return {
      names: buttons.map((b) => b.innerText.trim() || b.getAttribute('aria-label')).join(' | '),
      apart: buttons.filter((b) => b !== on).map((b) => ratio(colour, paint(b))),
      text: ratio(colour, rgba(getComputedStyle(on).color).slice(0, 3)),
    };
  });
})()`;

async function segmentRows(page: Page, url: string, rows: number): Promise<SegmentRow[]> {
  await page.goto(url);
  await expect
    .poll(async () => ((await page.evaluate(SEGMENT_ROWS)) as SegmentRow[]).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(rows);
  return (await page.evaluate(SEGMENT_ROWS)) as SegmentRow[];
}

/**
 * The chosen segment of a range, dimension or chart/table switch stands apart in both themes: the
 * analysis pages marked it with Blueprint's grey `active` (1.2–1.4:1 against its neighbours, light and
 * dark) and the workplace's theme colour was 2.8:1 against the dark card. Now (the shared Segment)
 * at least 3:1 against every neighbour (WCAG's non-text contrast) and its text 4.5:1, with no serious
 * axe violation on the page.
 */
describe.skipIf(skipBrowserSuite)('the chosen segment in Chromium', () => {
  const h = useHarness();

  test.each(['light', 'dark'] as const)(
    '%s theme: the chosen segment is 3:1 apart from the others',
    async (theme) => {
      const page = await signedIn(h, ADMIN, { theme });
      const pages: [string, number][] = [
        // the range presets, the chart/table view, and each panel's view
        ['/visualization/data-analysis', 5],
        // the dimension, and the growth panel's view
        ['/visualization/multi-dimension-data-analysis', 2],
        ['/task-point/overview', 1],
        ['/dashboard/workplace', 4],
      ];
      const weak: string[] = [];
      for (const [path, count] of pages) {
        const rows = await segmentRows(page, `${h.server.url}${path}`, count);
        for (const row of rows) {
          expect(row.apart.length, row.names).toBeGreaterThan(0);
          if (Math.min(...row.apart) < 3 || row.text < 4.5)
            weak.push(`${path} ${row.names}: apart ${row.apart.join(', ')}, text ${row.text}`);
        }
        expect(await axeViolations(page, '#od-main'), path).toEqual([]);
      }
      await page.close();
      expect(weak).toEqual([]);
      expect(h.problems).toEqual([]);
    },
  );
});
