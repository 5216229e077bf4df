import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

const FAILED = { status: 500, contentType: 'application/json' };
const body = (message: string) => JSON.stringify({ code: 500, message });

/**
 * What a screen shows when its data calls fail (the server answers 500): an in-page error naming what
 * failed with Retry (the shared LoadFailed), never a blank, an endless skeleton or spinner; several
 * calls failing with the same message make one toast, not a stack of them.
 */
describe.skipIf(skipBrowserSuite)('failure states in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];
  useConsole(problems, { width: 1440, height: 900 }, (opened) => ({ server, page } = opened));

  /** Fails the calls matching `pattern` until the returned function is called. */
  async function failCalls(pattern: RegExp, message: string): Promise<() => Promise<void>> {
    const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({ ...FAILED, body: body(message) });
    await page.route(pattern, handler);
    return () => page.unroute(pattern, handler);
  }

  test('/user/setting: the error and Retry in the page; Retry loads it once the server answers', async () => {
    const restore = await failCalls(/\/api\/admin\/account\/settings$/, 'Settings store down');
    await page.goto(`${server.url}/user/setting`);
    const failed = page.locator('.od-load-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(en('account.setting.loadFailed'));
    expect(await failed.innerText()).toContain('Settings store down');
    await restore();
    await page.getByTestId('load-failed-retry').click();
    await page.getByRole('tab', { name: en('account.tabs.basic') }).waitFor();
    await failed.waitFor({ state: 'detached' });
  });

  test('/task-point/overview: no spinner left once the call failed; the error offers Retry', async () => {
    const restore = await failCalls(/\/api\/admin\/points\/overview/, 'Points store down');
    await page.goto(`${server.url}/task-point/overview`);
    await page.locator('.od-load-failed').waitFor();
    expect(await page.locator('.od-points-overview .bp6-spinner').count()).toBe(0);
    await restore();
    await page.getByTestId('load-failed-retry').click();
    await page.locator('.od-load-failed').waitFor({ state: 'detached' });
  });

  test('the workplace: each failed panel says so with Retry, and one toast for the same failure', async () => {
    const restore = await failCalls(/\/api\/admin\/dashboard\//, 'Dashboard store down');
    await page.goto(`${server.url}/dashboard/workplace`);
    await expect.poll(() => page.locator('.od-panel .od-load-failed').count()).toBeGreaterThanOrEqual(2);
    // the quick operations need no call: they draw
    await page.locator('[data-panel="quick-ops"] [data-action]').first().waitFor();
    expect(await page.locator('.bp6-toast', { hasText: 'Dashboard store down' }).count()).toBe(1);
    await restore();
  });
});
