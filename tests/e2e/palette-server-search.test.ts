import type { MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserSuite } from '../helpers/browser.js';
import { apiData, useConsole } from '../helpers/console.js';
import { holdRoute } from '../helpers/hold-route.js';
import { paletteOn } from '../helpers/palette.js';
import type { RunningServer } from '../helpers/start-server.js';
import { en } from '../helpers/strings.js';

/**
 * The palette's server search: a visible id or an order number typed finds the record on the server
 * and Enter opens it, also when the Enter comes before the search has answered.
 */
describe.skipIf(skipBrowserSuite)('palette server search in Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let token = '';
  const problems: string[] = [];
  const api = <T>(path: string) => apiData<T>(server.apiUrl, token, path);
  const { selectedText, openPalette } = paletteOn(() => page);
  useConsole(problems, { width: 1280, height: 820 }, (opened) => ({ server, page, token } = opened));

  test('typing a visible id or an order number finds them on the server and opens them', async () => {
    const who = (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=5')).list[1]!;
    await openPalette();
    await page.keyboard.type(who.visibleId);
    const group = page.locator('[cmdk-group]', { hasText: en('palette.groups.members') });
    await group.locator('[cmdk-item]', { hasText: who.visibleId }).waitFor();
    await expect.poll(selectedText).toContain(who.visibleId);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/member/list\\?member=${who.id}$`));
    await page.getByTestId('member-drawer').waitFor({ timeout: 15_000 });

    const order = (await api<{ list: OrderRow[] }>('/admin/orders?kind=vip&pageSize=1')).list[0]!;
    await openPalette();
    await page.keyboard.type(order.orderNo.slice(0, 12));
    await page
      .locator('[cmdk-group]', { hasText: en('palette.groups.orders') })
      .locator('[cmdk-item]')
      .first()
      .waitFor();
    await page.keyboard.press('Backspace'); // a changed query searches again (the older request is cancelled)
    await page.keyboard.type(order.orderNo.slice(11));
    await page.locator('.od-palette [cmdk-item]', { hasText: order.orderNo }).waitFor();
    await expect.poll(selectedText).toContain(order.orderNo);
    await page.keyboard.press('Enter');
    // an order found in the palette opens the order view, not the member
    await page.waitForURL(new RegExp(`/order/vip\\?orderNo=${order.orderNo}&order=${order.orderNo}$`));
    await page.getByTestId('order-fields').waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('an Enter typed before the member search answers is held, and opens the member once found', async () => {
    const who = (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=5')).list[2]!;
    // the search for this id answers only once the Enter has been typed
    const lookup = await holdRoute(
      page,
      (url) => url.pathname === '/api/admin/members' && url.searchParams.get('q') === who.visibleId,
    );
    await openPalette();
    await page.keyboard.type(who.visibleId);
    await page.keyboard.press('Enter');
    await expect.poll(lookup.asked).toBe(true);
    expect(new URL(page.url()).searchParams.get('member')).toBeNull();
    lookup.release();
    await page.waitForURL(new RegExp(`/member/list\\?member=${who.id}$`));
    await page.getByTestId('member-drawer').waitFor({ timeout: 15_000 });
    await lookup.restore();
    expect(problems).toEqual([]);
  });
});
