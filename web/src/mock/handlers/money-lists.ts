import {
  type CoinConsumeRow,
  type CoinLedgerRow,
  checkinListQuerySchema,
  coinConsumeQuerySchema,
  inviteListQuerySchema,
  memberListQuerySchema,
  orderListQuerySchema,
  type PointOverview,
  pointListQuerySchema,
  pointOverviewOf,
  pointOverviewQuerySchema,
  pointOverviewRange,
  unlockListQuerySchema,
} from '@opsdeck/shared/schemas';
import { CHECKIN_RULES } from '../data/activity.ts';
import { dayOf } from '../data/business-day.ts';
import type { World } from '../data/world.ts';
import { byMember, createdIn, inRange, is, page } from '../http/paging.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import { listRoute, pageRoute, type Router } from './router.ts';

const DAY = 86_400_000;

/** A coin ledger row with the content its unlock names (as the server joins it), or none. */
function withUnlockedContent(r: CoinLedgerRow, w: World): CoinConsumeRow {
  const u = r.refType === 'unlock' ? w.unlocks.find((x) => x.id === r.refId) : undefined;
  return {
    ...r,
    contentType: u?.contentType ?? null,
    contentId: u?.contentId ?? null,
    content: u?.content ?? null,
  };
}

/** Members, orders, consumption, check-ins, invites and points, filtered and paged like the server. */
export function moneyListHandlers(router: Router): void {
  const { on } = router;
  on('get', '/admin/members', ['*'], ({ request, world }) => {
    const q = parseOr400(request, memberListQuerySchema, queryOf(request));
    const now = world.now;
    const rows = world.members
      .filter((m) => {
        if (q.q !== undefined) {
          const hit = /^\d+$/.test(q.q)
            ? m.visibleId.startsWith(q.q) || m.fullPhone.startsWith(q.q)
            : m.nickname.toLowerCase().includes(q.q.toLowerCase());
          if (!hit) return false;
        }
        const vipActive = m.vipExpiresAt !== null && Date.parse(m.vipExpiresAt) > now;
        return (
          is(q, 'status', m.status) &&
          is(q, 'vip', vipActive) &&
          is(q, 'platform', m.platform) &&
          is(q, 'channel', m.channel) &&
          inRange(m.registeredAt, q.registeredFrom, q.registeredTo)
        );
      })
      .map(({ fullPhone: _phone, ...row }) => row);
    return ok(page(rows, q, 'registeredAt:desc'));
  });

  listRoute(
    router,
    '/admin/orders',
    orderListQuerySchema,
    (w) => w.orders,
    (o, q) =>
      is(q, 'kind', o.kind) &&
      is(q, 'status', o.status) &&
      is(q, 'channel', o.channel) &&
      is(q, 'productCode', o.productCode) &&
      (q.orderNo === undefined || o.orderNo.startsWith(q.orderNo)) &&
      byMember(o, q) &&
      createdIn(o, q),
    'createdAt:desc',
  );

  const unlocks = (via: 'vip' | 'coin') =>
    pageRoute(
      unlockListQuerySchema,
      (w) => w.unlocks,
      (u, q) =>
        u.via === via &&
        byMember(u, q) &&
        is(q, 'contentType', u.contentType) &&
        is(q, 'contentId', u.contentId) &&
        createdIn(u, q),
      'createdAt:desc',
    );
  on('get', '/admin/consume/vip', ['*'], unlocks('vip'));
  on('get', '/admin/consume/unlocked', ['*'], unlocks('coin'));

  listRoute(
    router,
    '/admin/consume/coin',
    coinConsumeQuerySchema,
    (w) => w.coinLedger.map((r) => withUnlockedContent(r, w)),
    (r, q) => r.delta < 0 && byMember(r, q) && is(q, 'reason', r.reason) && createdIn(r, q),
    'createdAt:desc',
  );

  listRoute(
    router,
    '/admin/tasks/checkin',
    checkinListQuerySchema,
    (w) => w.checkins,
    (c, q) =>
      byMember(c, q) &&
      (q.dayFrom === undefined || c.day >= q.dayFrom) &&
      (q.dayTo === undefined || c.day <= q.dayTo) &&
      (q.minStreak === undefined || c.streak >= q.minStreak),
    'day:desc',
  );

  on('get', '/admin/tasks/checkin/rules', ['*'], () => ok(CHECKIN_RULES));

  listRoute(
    router,
    '/admin/tasks/invite',
    inviteListQuerySchema,
    (w) => w.invites,
    (i, q) =>
      byMember(i, q) &&
      is(q, 'status', i.status) &&
      is(q, 'inviterId', i.inviterId) &&
      is(q, 'inviterVisibleId', i.inviterVisibleId) &&
      createdIn(i, q),
    'createdAt:desc',
  );

  listRoute(
    router,
    '/admin/points',
    pointListQuerySchema,
    (w) => w.pointLedger,
    (r, q) =>
      byMember(r, q) &&
      is(q, 'reason', r.reason) &&
      (q.direction === undefined || (q.direction === 'in' ? r.delta > 0 : r.delta < 0)) &&
      createdIn(r, q),
    'createdAt:desc',
  );

  on('get', '/admin/points/overview', ['*'], ({ request, world }) => {
    const q = parseOr400(request, pointOverviewQuerySchema, queryOf(request));
    return ok(pointOverview(world, q.from, q.to));
  });
}

/** The points overview over [from, to] (resolved as the server does: shared pointOverviewRange), summed from the ledger. */
function pointOverview(world: World, fromDay?: string, toDay?: string): PointOverview {
  const { from, to } = pointOverviewRange({ from: fromDay, to: toDay }, new Date(world.now));
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const dayOfRow = (r: { createdAt: string }) => dayOf(Date.parse(r.createdAt));
  const rows = world.pointLedger.filter((r) => dayOfRow(r) >= from && dayOfRow(r) <= to);
  const entries = rows.map((r) => ({
    source: r.reason,
    day: dayOfRow(r),
    earned: Math.max(r.delta, 0),
    spent: Math.max(-r.delta, 0),
    count: 1,
  }));
  return pointOverviewOf({ from, to, days }, entries, {
    activeMembers: new Set(rows.map((r) => r.memberId)).size,
    balance: world.members.reduce((a, m) => a + m.pointsBalance, 0),
  });
}
