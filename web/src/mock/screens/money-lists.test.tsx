import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import {
  ConsumeCoinListPage,
  ConsumeUnlockedListPage,
  ConsumeVipListPage,
} from '../../features/consume/consume-pages.tsx';
import {
  OrderExchangePage,
  OrderIapPage,
  OrderPatchPage,
  OrderPayPage,
  OrderVipPage,
} from '../../features/orders/orders-page.tsx';
import { PointListPage } from '../../features/points/point-list-page.tsx';
import { CheckinListPage, InviteListPage } from '../../features/tasks/task-pages.tsx';
import type { World } from '../data/world.ts';
import { page } from '../http/paging.ts';
import { applyFilter, expectGone, expectTexts, memberIdsShown, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();
/** The console's default page size (web's list view). */
const PAGE = 20;

interface Row {
  id: number;
  memberVisibleId: string;
}

/** A money list screen, the rows its API holds, and its default sort. */
interface Case {
  name: string;
  url: string;
  ui: ReactElement;
  rows: (w: World) => readonly Row[];
  sort: string;
}

const orders = (kind: string) => (w: World) => w.orders.filter((o) => o.kind === kind);
const cases: Case[] = [
  {
    name: 'VIP orders',
    url: '/order/vip',
    ui: <OrderVipPage />,
    rows: orders('vip'),
    sort: 'createdAt:desc',
  },
  {
    name: 'IAP orders',
    url: '/order/iap',
    ui: <OrderIapPage />,
    rows: orders('iap'),
    sort: 'createdAt:desc',
  },
  {
    name: 'top-up orders',
    url: '/order/pay',
    ui: <OrderPayPage />,
    rows: orders('pay'),
    sort: 'createdAt:desc',
  },
  {
    name: 'exchange orders',
    url: '/order/exchange',
    ui: <OrderExchangePage />,
    rows: orders('exchange'),
    sort: 'createdAt:desc',
  },
  {
    name: 'patch orders',
    url: '/order/patch',
    ui: <OrderPatchPage />,
    rows: orders('patch'),
    sort: 'createdAt:desc',
  },
  {
    name: 'VIP consumption',
    url: '/consume/vip',
    ui: <ConsumeVipListPage />,
    rows: (w) => w.unlocks.filter((u) => u.via === 'vip'),
    sort: 'createdAt:desc',
  },
  {
    name: 'coin consumption',
    url: '/consume/coin',
    ui: <ConsumeCoinListPage />,
    rows: (w) => w.coinLedger.filter((r) => r.delta < 0),
    sort: 'createdAt:desc',
  },
  {
    name: 'coin unlocks',
    url: '/consume/unlocked',
    ui: <ConsumeUnlockedListPage />,
    rows: (w) => w.unlocks.filter((u) => u.via === 'coin'),
    sort: 'createdAt:desc',
  },
  {
    name: 'sign-in',
    url: '/task-checkin/list',
    ui: <CheckinListPage />,
    rows: (w) => w.checkins,
    sort: 'day:desc',
  },
  {
    name: 'points',
    url: '/task-point/list',
    ui: <PointListPage />,
    rows: (w) => w.pointLedger,
    sort: 'createdAt:desc',
  },
];

describe('money lists on the mock API', { timeout: 30_000 }, () => {
  test.each(cases)('$name: the first page in order, then the member filter keeps one member', async (c) => {
    const world = mock.world();
    const expected = page(c.rows(world), { current: 1, pageSize: PAGE }, c.sort).list;
    expect(expected.length).toBeGreaterThan(0);
    const { container } = renderScreen(c.ui, { world, url: c.url });
    await waitFor(
      () => expect(memberIdsShown(container)).toEqual(expected.map((r) => r.memberVisibleId)),
      WAIT,
    );

    const member = expected.at(-1)!.memberVisibleId;
    const theirs = c.rows(world).filter((r) => r.memberVisibleId === member).length;
    applyFilter(container, 'visibleId', member);
    await waitFor(() => {
      const shown = memberIdsShown(container);
      expect(shown).toHaveLength(Math.min(PAGE, theirs));
      expect(new Set(shown)).toEqual(new Set([member]));
    }, WAIT);
  });

  test('invites: inviter and invitee of the newest invite; the member filter keeps that invitee', async () => {
    const world = mock.world();
    const [newest, next] = page(world.invites, { current: 1, pageSize: PAGE }, 'createdAt:desc').list;
    const { container } = renderScreen(<InviteListPage />, { world, url: '/task-invite/list' });
    await expectTexts([newest!.inviterNickname, newest!.memberNickname, next!.memberNickname]);
    applyFilter(container, 'visibleId', newest!.memberVisibleId);
    await expectGone([next!.memberNickname]);
    await expectTexts([newest!.memberNickname]);
  });

  test('bad filter input is refused by the form before any request', async () => {
    const { container } = renderScreen(<OrderVipPage />, { world: mock.world(), url: '/order/vip' });
    await waitFor(() => expect(memberIdsShown(container)).toHaveLength(PAGE), WAIT);
    applyFilter(container, 'visibleId', '12ab');
    const input = container.querySelector<HTMLInputElement>('input[name="visibleId"]')!;
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(memberIdsShown(container)).toHaveLength(PAGE);
  });
});
