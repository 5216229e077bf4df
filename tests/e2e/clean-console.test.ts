import { describe, expect, test } from 'vitest';
import { type PageGlobals, skipBrowserSuite } from '../helpers/browser.js';
import { ADMIN, signedIn, useHarness } from './chrome-harness.js';

/** Screens of several kinds: the workplace, a list, a form, a live screen, the monitor and a detail. */
const SCREENS = [
  '/dashboard/workplace',
  '/member/list',
  '/user/setting',
  '/member/reissue-jobs',
  '/dashboard/monitor',
  '/wallpaper/detail?id=1',
];

/**
 * A page loads every resource it asks for and logs no error: no request answered 4xx/5xx or failed
 * (one a navigation cut short is not a failure), no console error, in both languages, from the
 * bare /favicon.svg every harness page starts on (Chromium asks that document for /favicon.ico)
 * through the sign-in to each screen. Each page used to log one 404.
 */
describe.skipIf(skipBrowserSuite)('a clean console in Chromium', () => {
  const h = useHarness();

  test('the sign-in and screens of every kind: no failed request, no console error, in en-US and zh-CN', {
    timeout: 240_000,
  }, async () => {
    const failed: string[] = [];
    const page = await signedIn(h, ADMIN);
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.failure()?.errorText} ${r.url()}`);
    });
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await page.evaluate(
        (l) => (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', l),
        locale,
      );
      for (const path of SCREENS) {
        await page.goto(`${h.server.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.locator('main .bp6-skeleton, main .bp6-spinner').first().waitFor({ state: 'detached' });
      }
    }
    // a document with no icon of its own: Chromium asks for /favicon.ico, which is answered
    await page.goto(`${h.server.url}/favicon.svg`);
    const icon = await page.request.get(`${h.server.url}/favicon.ico`);
    expect(icon.status()).toBe(200);
    // (what the last screen asked for has been answered or logged before this round trip's answer)
    await page.evaluate(() => fetch('/favicon.svg').then((r) => r.text()));
    await page.close();
    expect(failed).toEqual([]);
    expect(h.problems).toEqual([]);
  });
});
