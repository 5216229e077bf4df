import { daysBefore, formatDate, pointOverviewRange } from '@opsdeck/shared/schemas';
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

  test('/task-point/overview: no spinner left once the call failed; the error offers Retry; the range reads alike in the fields and the presets', async () => {
    const restore = await failCalls(/\/api\/admin\/points\/overview/, 'Points store down');
    await page.goto(`${server.url}/task-point/overview`);
    await page.locator('.od-load-failed').waitFor();
    expect(await page.locator('.od-points-overview .bp6-spinner').count()).toBe(0);
    // the date fields show the 30 days "Last 30 days" (selected) stands for: they were empty
    // (MM/DD/YYYY) under it when the load failed
    const fields = async () => [
      await page.locator('input[name="from"]').inputValue(),
      await page.locator('input[name="to"]').inputValue(),
    ];
    const pressed = page.locator('.od-range-bar [aria-pressed="true"]');
    const last30 = () => {
      const { from, to } = pointOverviewRange({});
      return [formatDate(from, 'en-US'), formatDate(to, 'en-US')];
    };
    expect(await pressed.innerText()).toBe(en('pointsOverview.lastDays', { days: 30, count: 30 }));
    expect(await fields()).toEqual(last30());
    // a preset whose load fails too: its days, not the last ones shown
    const choose = async (days: number) => {
      const preset = en('pointsOverview.lastDays', { days, count: days });
      await Promise.all([
        page.waitForResponse(/\/api\/admin\/points\/overview/),
        page.locator('.od-range-bar button', { hasText: preset }).click(),
      ]);
      await page.locator('.od-load-failed').waitFor();
      expect(await pressed.innerText()).toBe(preset);
    };
    await choose(7);
    const { to } = pointOverviewRange({});
    expect(await fields()).toEqual([formatDate(daysBefore(to, 6), 'en-US'), formatDate(to, 'en-US')]);
    await choose(30);
    expect(await fields()).toEqual(last30());
    await restore();
    await page.getByTestId('load-failed-retry').click();
    await page.locator('.od-load-failed').waitFor({ state: 'detached' });
    // after Retry, the answer's range: the same days
    await page.locator('.od-points-overview .od-chart-card').waitFor();
    expect(await fields()).toEqual(last30());
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
