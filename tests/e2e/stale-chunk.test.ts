import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en, zh } from '../helpers/strings.js';

/** The console's code chunks (scripts and stylesheets), which a deploy replaces. */
const CHUNKS = /\/assets\/[^/?]+\.(js|css)(\?|$)/;
/** What the browser says of an import whose chunk is gone (it also rejects the import: not a problem here). */
const GONE =
  /Failed to fetch dynamically imported module|Unable to preload CSS|error loading dynamically imported module/;

/** A marker in the page's window, gone once the page reloads (the tests compile without the DOM lib). */
interface MarkedWindow {
  staleChunkMarker?: boolean;
}

/**
 * web/dist rebuilt (a deploy) while a console page is open: the old chunks answer 404. The next lazy
 * import (Ctrl+K's palette, a screen) tells the operator once that the console was updated, with a
 * Reload that reloads the page; a screen that cannot load says the same rather than a blank page.
 */
describe.skipIf(skipBrowserSuite)('a console updated while its page is open, in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];
  useConsole(problems, { width: 1440, height: 900, expectedFailures: ['/assets/'] }, (opened) => {
    ({ server, page } = opened);
  });
  afterEach(() => {
    expect(problems.filter((p) => !GONE.test(p))).toEqual([]);
    problems.length = 0;
  });

  const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  const toast = () => page.locator('.bp6-toast', { hasText: en('exception.updated') });

  test('Ctrl+K after a deploy: one "console was updated" toast, its Reload (by keyboard) reloads', async () => {
    await page.goto(`${server.url}/dashboard/workplace`);
    await keyboardReady(page);
    await page.evaluate(() => {
      (globalThis as MarkedWindow).staleChunkMarker = true;
    });
    await page.route(CHUNKS, gone);
    await page.keyboard.press('Control+k');
    await toast().waitFor();
    // a second failed import does not stack another notice (no Escape: it clears the toasts)
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('.bp6-toast').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const reload = toast().getByRole('button', { name: en('exception.reload') });
    await reload.focus();
    await page.unroute(CHUNKS, gone);
    const loaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await loaded;
    await expect
      .poll(() => page.evaluate(() => (globalThis as MarkedWindow).staleChunkMarker ?? false))
      .toBe(false);
    await page.locator('[data-panel="quick-ops"]').waitFor();
    expect(await toast().count()).toBe(0);
  });

  test('a screen whose chunk is gone (zh-CN): the updated notice and Reload, not a blank page', async () => {
    await page.evaluate(() => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('arco-locale', 'zh-CN');
    });
    const screen = /\/assets\/orders-page-[^/]+\.js$/;
    await page.route(screen, gone);
    try {
      await page.goto(`${server.url}/order/vip`);
      const notice = page.locator('.bp6-non-ideal-state', { hasText: zh('exception.updated') });
      await notice.waitFor();
      await notice.getByRole('button', { name: zh('exception.reload') }).waitFor();
      await page.locator('.bp6-toast', { hasText: zh('exception.updated') }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute(screen, gone);
      const loaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: zh('exception.reload') }).click();
      await loaded;
      await notice.waitFor({ state: 'detached' });
    } finally {
      await page.evaluate(() => {
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('arco-locale', 'en-US');
      });
    }
  });
});
