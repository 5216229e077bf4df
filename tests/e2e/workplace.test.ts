import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  businessDateTime,
  type DashboardCategories,
  type DashboardContentData,
  type DashboardPopular,
} from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardReady, skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { en } from '../helpers/strings.js';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

describe.skipIf(skipBrowserSuite)('workplace in Chromium', () => {
  let page: Page;
  let call: <T>(path: string) => Promise<T>;
  const problems: string[] = [];
  useConsole(problems, {}, (session) => {
    page = session.page;
    call = (path) => apiData(session.server.apiUrl, session.token, path);
  });
  const panel = (id: string) => page.locator(`[data-panel="${id}"]`);

  test('the panels show the seeded data the server answers, the charts draw them', async () => {
    const data = await call<DashboardContentData>('/admin/dashboard/content-data?days=30');
    const part = (key: string, n: number) =>
      en(`dashboard.contentData.${key}`, { formatted: count(n), count: n });
    const summary = en('dashboard.contentData.summary', {
      wallpapers: part('newWallpapers', data.totals.wallpapers),
      templates: part('newTemplates', data.totals.templates),
      unlocks: part('unlockCount', data.totals.unlocks),
    });
    expect(data.totals.unlocks).toBeGreaterThan(0);
    await expect
      .poll(() => panel('content-data').locator('[data-summary]').textContent(), { timeout: 30_000 })
      .toBe(summary);
    // the chart ends on the last full day: today's day (business time zone), if the range ends on it, is left out
    const today = businessDateTime(new Date())?.slice(0, 10);
    const partial = data.days[data.days.length - 1] === today;
    expect(await panel('content-data').locator('.od-chart-hit').count()).toBe(partial ? 29 : 30);
    expect(await panel('content-data').locator('.od-chart-partial').count()).toBe(partial ? 1 : 0);

    const popular = await call<DashboardPopular>('/admin/dashboard/popular');
    expect(popular.items.length).toBeGreaterThan(0);
    await expect
      .poll(() => panel('popular').locator('tbody tr').first().getAttribute('data-key'))
      .toBe(popular.items[0]?.key);

    const categories = await call<DashboardCategories>('/admin/dashboard/categories');
    await expect
      .poll(() => panel('categories').locator('[data-summary]').textContent())
      .toBe(
        en('dashboard.categories.summary', {
          content: en('dashboard.categories.contentCount', {
            formatted: count(categories.total),
            count: categories.total,
          }),
          categories: en('dashboard.categories.categoryCount', { count: categories.categories.length }),
        }),
      );
    expect(await panel('categories').locator('.od-donut-slice').count()).toBe(categories.categories.length);
    await expect.poll(() => panel('announcements').locator('li').count()).toBeGreaterThan(0);

    const shots = mkdtempSync(join(tmpdir(), 'opsdeck-workplace-'));
    await page.screenshot({ path: join(shots, 'workplace.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('a quick operation opens the palette on that action’s argument page', async () => {
    await keyboardReady(page);
    await panel('quick-ops')
      .getByRole('button', { name: en('monitor.quick.postNote') })
      .click();
    await expect
      .poll(() => page.locator('.od-palette-crumbs-title').textContent())
      .toBe(en('monitor.quick.postNote'));
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});
