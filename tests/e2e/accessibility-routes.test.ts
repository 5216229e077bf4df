import { describe, expect, test } from 'vitest';
import { type AxeViolation, axeViolations } from '../helpers/axe.js';
import { skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signedIn, useHarness } from './chrome-harness.js';
import { EVERY_SCREEN as SCREENS, settled } from './screens-support.js';

/**
 * axe-core on every screen of the catalogue, as the admin, in both themes: no critical and no
 * serious violation on any of them (the other suite checks the login, the palette and drawers).
 */
describe.skipIf(skipBrowserSuite)('accessibility of every screen (axe-core) in Chromium', () => {
  const h = useHarness();

  test('the catalogue has screens to check', () => {
    expect(SCREENS.length).toBeGreaterThan(40);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`every screen, ${theme} theme: 0 critical, 0 serious`, { timeout: 900_000 }, async () => {
      const page = await signedIn(h, ADMIN, { theme });
      await page
        .locator(theme === 'dark' ? 'body[arco-theme="dark"]' : 'body:not([arco-theme])')
        .waitFor({ state: 'attached' });
      const found: Record<string, AxeViolation[]> = {};
      for (const screen of SCREENS) {
        await page.goto(`${h.server.url}${screen}`);
        await settled(page).catch((error: unknown) => {
          throw new Error(`${screen} (${theme}) did not settle: ${String(error)}`);
        });
        const violations = await axeViolations(page);
        if (violations.length > 0) found[screen] = violations;
      }
      await page.close();
      expect(found).toEqual({});
      expect(h.problems).toEqual([]);
    });
  }
});
