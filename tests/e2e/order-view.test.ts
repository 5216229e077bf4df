import type { Page as ListPage, OrderDetail, OrderRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { useConsole } from '../helpers/console.js';
import type { RunningServer } from '../helpers/start-server.js';
import { apiGet, cell, headerTexts, LIST_CONSOLE, listReady, rowClass } from './lists-support.js';

/** Browser globals the page callbacks touch (the tests compile without the DOM lib). */
interface Focus {
  document: { activeElement: { closest(s: string): unknown } | null };
}
const focusInRows = (page: Page) =>
  page.evaluate(() => !!(globalThis as unknown as Focus).document.activeElement?.closest('.od-data-table'));

/** Enter on an order row opens the order (its ledger rows and audit trail), not its member. */
describe.skipIf(skipBrowserSuite)('order view in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  const problems: string[] = [];

  useConsole(problems, LIST_CONSOLE, (opened) => ({ server, page } = opened));

  test('keyboard only: / types the order number, Enter goes to the row, Enter opens the order with its ledger rows', async () => {
    await page.goto(`${server.url}/order/pay?size=10`);
    await listReady(page);
    // list times are business times, and the header says in which zone
    expect(await headerTexts(page)).toContain('Created (UTC+8)');
    const paid = (
      await apiGet<ListPage<OrderRow>>(server, page, '/admin/orders?kind=pay&status=paid&pageSize=5')
    ).list[2]!;
    const detail = await apiGet<OrderDetail>(server, page, `/admin/orders/${paid.orderNo}`);
    expect(detail.coinLedger.length).toBeGreaterThan(0);

    await page.locator('.od-list-title').click();
    await page.keyboard.press('/');
    await page.keyboard.type(paid.orderNo);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('orderNo') === paid.orderNo);
    // the filtered answer is in (not the page before it) and the first row is the active one
    await expect.poll(() => page.locator('.od-list-total').getAttribute('data-total')).toBe('1');
    await listReady(page);
    await expect.poll(async () => (await cell(page, 0, 0).innerText()).trim()).toBe(paid.orderNo);
    await expect.poll(() => rowClass(page, 0)).toContain('od-row-active');
    await expect.poll(() => focusInRows(page)).toBe(true);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.searchParams.get('order') === paid.orderNo);
    expect(new URL(page.url()).pathname).toBe('/order/pay');
    const fields = page.getByTestId('order-fields');
    await fields.waitFor({ timeout: 15_000 });
    expect(await fields.innerText()).toContain(paid.memberVisibleId);
    expect(await page.getByTestId('order-status').innerText()).toBe('Paid');
    const ledger = page.getByTestId('order-coin-ledger');
    const rows = ledger.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(detail.coinLedger.length);
    expect(await rows.first().innerText()).toContain(`+${paid.coins}`);
    expect(await ledger.locator('thead').innerText()).toContain('Time (UTC+8)');
    expect(await page.getByTestId('member-drawer').count()).toBe(0);

    // Esc closes the view and goes back to the filtered list
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('order'));
    await fields.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
