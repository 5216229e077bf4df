import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translate } from '@opsdeck/shared/i18n';
import type { DashboardCategories, DashboardContentData, DashboardPopular } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertBrowserAvailable,
  type Browser,
  keyboardReady,
  launchBrowser,
  type PageGlobals,
  readStorage,
  skipBrowserSuite,
} from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const ADMIN = { phone: '13800000001', password: 'Admin@123' };
const en = (key: string, params?: Record<string, unknown>) => translate('en-US', key, params);
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

describe.skipIf(skipBrowserSuite)('workplace in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  const problems: string[] = [];

  async function call<T>(path: string): Promise<T> {
    const res = await fetch(`${server.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { code: number; data: T; message: string };
    if (body.code !== 200) throw new Error(`${path}: ${body.message}`);
    return body.data;
  }
  const panel = (id: string) => page.locator(`[data-panel="${id}"]`);

  beforeAll(async () => {
    assertBrowserAvailable();
    server = await startServer();
    browser = await launchBrowser();
    await browser.context.addInitScript(() =>
      (globalThis as unknown as PageGlobals).localStorage.setItem('arco-locale', 'en-US'),
    );
    page = await browser.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="phone"]').fill(ADMIN.phone);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL(/\/dashboard\/workplace$/);
    token = (await readStorage(page, 'token')) ?? '';
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the panels show the seeded data the server answers, the charts draw them', async () => {
    const data = await call<DashboardContentData>('/admin/dashboard/content-data?days=30');
    const summary = en('dashboard.contentData.summary', {
      wallpapers: count(data.totals.wallpapers),
      templates: count(data.totals.templates),
      unlocks: count(data.totals.unlocks),
    });
    expect(data.totals.unlocks).toBeGreaterThan(0);
    await expect
      .poll(() => panel('content-data').locator('[data-summary]').textContent(), { timeout: 30_000 })
      .toBe(summary);
    expect(await panel('content-data').locator('.od-chart-hit').count()).toBe(30);

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
          total: count(categories.total),
          count: categories.categories.length,
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
