import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signedIn, useHarness } from './chrome-harness.js';
import { EVERY_SCREEN as SCREENS, settled } from './screens-support.js';

interface Doc {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelectorAll(s: string): ArrayLike<{
      className: unknown;
      tagName: string;
      getBoundingClientRect(): { right: number };
    }>;
  };
}

/** How wide the page is laid out, and what reaches past the viewport's right edge (for the message). */
function pageWidth(): { width: number; viewport: number; past: string[] } {
  const d = (globalThis as unknown as Doc).document;
  const viewport = d.documentElement.clientWidth;
  const past = Array.from(d.querySelectorAll('body *'))
    .filter((e) => e.getBoundingClientRect().right > viewport + 1)
    .slice(0, 5)
    .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`);
  return { width: d.documentElement.scrollWidth, viewport, past };
}

/**
 * On a phone (412 px wide, Lighthouse's mobile width) no screen is laid out wider than the screen:
 * a wide table scrolls inside its own box, the page itself never sideways (else the browser shows
 * the whole console zoomed out).
 */
describe.skipIf(skipBrowserSuite)('every screen fits a phone’s width in Chromium', () => {
  const h = useHarness();

  test('no screen is wider than a 412 px phone', { timeout: 600_000 }, async () => {
    const page = await signedIn(h, ADMIN);
    await page.setViewportSize({ width: 412, height: 823 });
    const wide: Record<string, ReturnType<typeof pageWidth>> = {};
    for (const screen of SCREENS) {
      await page.goto(`${h.server.url}${screen}`);
      await settled(page).catch((error: unknown) => {
        throw new Error(`${screen} did not settle: ${String(error)}`);
      });
      const seen = await page.evaluate(pageWidth);
      if (seen.width > seen.viewport) wide[screen] = seen;
    }
    await page.close();
    expect(SCREENS.length).toBeGreaterThan(40);
    expect(wide).toEqual({});
    expect(h.problems).toEqual([]);
  });
});
