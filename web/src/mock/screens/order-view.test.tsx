import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { OrderPatchPage, OrderVipPage } from '../../features/orders/orders-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { page } from '../http/paging.ts';
import { memberIdsShown, WAIT } from '../testing/list-screen.ts';
import { mockApiForTests } from '../testing/mock-server.ts';
import { cleanupScreen, renderScreen } from '../testing/render-screen.tsx';

const mock = mockApiForTests();

describe('order view on the mock API', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    cleanupScreen();
    await i18n.changeLanguage('en-US');
  });

  test('Enter on an order row opens that order (not its member), with the business time zone named', async () => {
    const world = mock.world();
    const vip = world.orders.filter((o) => o.kind === 'vip');
    const [first] = page(vip, { current: 1, pageSize: 20 }, 'createdAt:desc').list;
    const { container } = renderScreen(<OrderVipPage />, { world, url: '/order/vip' });
    await waitFor(() => expect(memberIdsShown(container).length).toBeGreaterThan(0), WAIT);
    // the list's time column names the zone
    expect(container.textContent).toContain('Created (UTC+8)');
    const table = container.querySelector<HTMLElement>('.od-data-table')!;
    fireEvent.keyDown(table, { key: 'Enter' });
    const drawer = await screen.findByTestId('order-fields', {}, WAIT);
    expect(within(drawer).getByText(first!.orderNo)).toBeTruthy();
    expect(within(drawer).getByText(first!.memberVisibleId)).toBeTruthy();
    expect(within(drawer).getByTestId('order-status').textContent).toBe(
      i18n.t(`order.status.${first!.status}`),
    );
    expect(within(drawer).getByText('Created (UTC+8)')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Open member ${first!.memberVisibleId}` })).toBeTruthy();
    expect(screen.queryByTestId('member-drawer')).toBeNull();
  });

  test('a re-issue order shows the ledger row it produced and its audit trail, in Chinese too', async () => {
    const world = mock.world();
    const patch = world.orders.find((o) => o.kind === 'patch' && o.coins > 0)!;
    // the mock writes the re-issue's ledger row and audit entry as the server does
    world.coinLedger.push({
      id: 900_001,
      memberId: patch.memberId,
      memberVisibleId: patch.memberVisibleId,
      memberNickname: patch.memberNickname,
      delta: patch.coins,
      balanceAfter: 1000,
      reason: 'patch',
      refType: 'order',
      refId: patch.id,
      operatorId: 1,
      operatorName: 'Admin',
      createdAt: patch.createdAt,
    });
    await i18n.changeLanguage('zh-CN');
    renderScreen(<OrderPatchPage />, { world, url: `/order/patch?order=${patch.orderNo}` });
    const ledger = await screen.findByTestId('order-coin-ledger', {}, WAIT);
    expect(within(ledger).getByText(`+${patch.coins}`)).toBeTruthy();
    expect(within(ledger).getByText('时间（UTC+8）')).toBeTruthy();
    expect(screen.getByTestId('order-audit-empty').textContent).toBe('此订单没有操作员的操作记录。');
  });

  test('an unknown order in the URL says so', async () => {
    const world = mock.world();
    renderScreen(<OrderVipPage />, { world, url: '/order/vip?order=VIP19700101999999' });
    expect(await screen.findByText('Order VIP19700101999999 not found', {}, WAIT)).toBeTruthy();
  });
});
