import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@opsdeck/shared/i18n';
import type { Page as ListPage, OrderRow, PointOverview } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';
import {
  apiGet,
  cell,
  columnCells,
  headerTexts,
  LIST_CONSOLE,
  listReady,
  signedInPage,
} from './lists-support.js';

/** Every money list screen and the points overview. */
const SCREENS = [
  '/member/list',
  '/order/vip',
  '/order/iap',
  '/order/pay',
  '/order/exchange',
  '/order/patch',
  '/consume/vip-list',
  '/consume/coin-list',
  '/consume/unlocked-list',
  '/task-checkin/list',
  '/task-invite/list',
  '/task-point/list',
  '/task-point/overview',
];

describe.skipIf(skipBrowserSuite)('list screens in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];

  /**
   * Full-page screenshots of every screen for a visual check, into LIST_SHOTS_DIR, only when it is
   * set: each waits for the network to rest half a second and costs a full-page capture, about 20 s
   * a run that nobody would look at.
   */
  const shotsDir = process.env.LIST_SHOTS_DIR;
  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page } = opened));
  beforeAll(() => {
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });

  test('/order/vip?status=paid&page=2 shows the second page of paid VIP orders', async () => {
    await page.goto(`${server.url}/order/vip?status=paid&page=2`);
    await listReady(page);
    const expected = await apiGet<ListPage<OrderRow>>(
      server,
      page,
      '/admin/orders?kind=vip&status=paid&current=2&pageSize=20&sort=createdAt:desc',
    );
    await expect
      .poll(async () => (await cell(page, 0, 0).innerText()).trim())
      .toBe(expected.list[0]!.orderNo);
    expect(await columnCells(page, 0).count()).toBe(expected.list.length);
    const statusCol = (await headerTexts(page)).indexOf(en('order.columns.status'));
    const statuses = new Set((await columnCells(page, statusCol).allInnerTexts()).map((s) => s.trim()));
    expect([...statuses]).toEqual([en('order.status.paid')]);
    expect(await page.locator('input[name="page"]').inputValue()).toBe('2');
    expect(await page.locator('button[name="status"]').innerText()).toContain(en('order.status.paid'));
    const amounts = await columnCells(
      page,
      (await headerTexts(page)).indexOf(en('order.columns.amount')),
    ).allInnerTexts();
    expect(amounts.every((a) => /^¥\d[\d,]*\.\d{2}$/.test(a.trim()))).toBe(true);

    // The pager moves on and the URL follows.
    await page.getByRole('button', { name: en('lists.pager.next') }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === '3' && url.searchParams.get('status') === 'paid',
    );
  });

  test('/task-point/overview draws the daily chart and the totals of the API', async () => {
    await page.goto(`${server.url}/task-point/overview`);
    const data = await apiGet<PointOverview>(server, page, '/admin/points/overview');
    await page.locator('.od-chart canvas').first().waitFor();
    const earned = await page.locator('[data-stat="totalEarned"] .od-stat-value').innerText();
    expect(earned.replace(/[^\d]/g, '')).toBe(String(data.totalEarned));
    const balance = await page.locator('[data-stat="balance"] .od-stat-value').innerText();
    expect(balance.replace(/[^\d]/g, '')).toBe(String(data.balance));
    expect(await page.locator('.od-source').count()).toBe(data.totals.length);
    // each source card's figures stay apart and inside the card at the window's width and below it
    const viewport = page.viewportSize();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() =>
          page.locator('.od-source').evaluateAll((cards) =>
            cards.flatMap((card) => {
              const edge = card.getBoundingClientRect();
              // the figures' text, which runs out of a box too narrow for it
              const facts = [...card.querySelectorAll('.od-source-facts dd')].map((dd) => {
                const text = dd.ownerDocument.createRange();
                text.selectNodeContents(dd);
                return text.getBoundingClientRect();
              });
              return facts.flatMap((a, i) => [
                ...(a.left < edge.left || a.right > edge.right ? [`${card.textContent}: past the card`] : []),
                ...facts
                  .slice(i + 1)
                  .filter((b) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right)
                  .map(() => `${card.textContent}: figures overlap`),
              ]);
            }),
          ),
        )
        .toEqual([]);
    }
    if (viewport) await page.setViewportSize(viewport);
    const box = await page.locator('.od-chart canvas').first().boundingBox();
    expect(box?.width).toBeGreaterThan(600);

    await page
      .getByRole('button', { name: translate('en-US', 'pointsOverview.lastDays', { days: 7 }) })
      .click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    await page.locator('.od-chart canvas').first().waitFor();
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`every list screen loads without an error (${locale})`, {
      timeout: 180_000,
    }, async () => {
      const session = locale === 'en-US' ? { page } : await signedInPage(server, locale, problems);
      const p = session.page;
      // Tall enough for a page of 20 rows and the pager.
      await p.setViewportSize({ width: 1366, height: 1100 });
      for (const path of SCREENS) {
        await p.goto(`${server.url}${path}`);
        if (path.endsWith('/overview')) await p.locator('.od-chart canvas').first().waitFor();
        else await listReady(p);
        expect(await p.locator('.od-list-error, .bp6-callout.bp6-intent-danger').count(), path).toBe(0);
        if (!path.endsWith('/overview')) expect(await columnCells(p, 0).count(), path).toBeGreaterThan(0);
        if (shotsDir) {
          await p.waitForLoadState('networkidle');
          const name = `${path.slice(1).replace(/\//g, '-')}${locale === 'zh-CN' ? '-zh' : ''}.png`;
          await p.screenshot({ path: join(shotsDir, name), fullPage: true, animations: 'disabled' });
        }
      }
      await p.setViewportSize({ width: 1366, height: 820 });
      if ('browser' in session) await session.browser.close();
    });
  }

  test('no page error was logged', () => {
    expect(problems).toEqual([]);
  });
});
