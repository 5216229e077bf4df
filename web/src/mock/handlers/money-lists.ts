import {
  checkinListQuerySchema,
  coinConsumeQuerySchema,
  inviteListQuerySchema,
  memberListQuerySchema,
  orderListQuerySchema,
  POINT_OVERVIEW_DEFAULT_DAYS,
  POINT_REASONS,
  type PointOverview,
  pointListQuerySchema,
  pointOverviewQuerySchema,
  unlockListQuerySchema,
} from '@opsdeck/shared/schemas';
import { CHECKIN_RULES } from '../data/activity.ts';
import { dayOf } from '../data/business-day.ts';
import type { World } from '../data/world.ts';
import { byMember, inRange, is, page } from '../http/paging.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import { listRoute, pageRoute, type Router } from './router.ts';

const DAY = 86_400_000;

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
      inRange(o.createdAt, q.createdFrom, q.createdTo),
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
        inRange(u.createdAt, q.createdFrom, q.createdTo),
      'createdAt:desc',
    );
  on('get', '/admin/consume/vip', ['*'], unlocks('vip'));
  on('get', '/admin/consume/unlocked', ['*'], unlocks('coin'));

  listRoute(
    router,
    '/admin/consume/coin',
    coinConsumeQuerySchema,
    (w) => w.coinLedger,
    (r, q) =>
      r.delta < 0 &&
      byMember(r, q) &&
      is(q, 'reason', r.reason) &&
      inRange(r.createdAt, q.createdFrom, q.createdTo),
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
      inRange(i.createdAt, q.createdFrom, q.createdTo),
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
      inRange(r.createdAt, q.createdFrom, q.createdTo),
    'createdAt:desc',
  );

  on('get', '/admin/points/overview', ['*'], ({ request, world }) => {
    const q = parseOr400(request, pointOverviewQuerySchema, queryOf(request));
    return ok(pointOverview(world, q.from, q.to));
  });
}

/** The points overview over [from, to] (default: the last 30 days), summed from the ledger. */
function pointOverview(world: World, fromDay?: string, toDay?: string): PointOverview {
  const to = toDay ?? dayOf(world.now);
  const from = fromDay ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (POINT_OVERVIEW_DEFAULT_DAYS - 1) * DAY);
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const index = new Map(days.map((d, i) => [d, i]));
  const series = POINT_REASONS.map((source) => ({
    source,
    earned: days.map(() => 0),
    spent: days.map(() => 0),
  }));
  const totals = POINT_REASONS.map((source) => ({ source, earned: 0, spent: 0, count: 0 }));
  const active = new Set<number>();
  for (const r of world.pointLedger) {
    const d = index.get(dayOf(Date.parse(r.createdAt)));
    const s = POINT_REASONS.indexOf(r.reason);
    if (d === undefined || s < 0) continue;
    const line = series[s] as (typeof series)[number];
    const total = totals[s] as (typeof totals)[number];
    if (r.delta > 0) {
      line.earned[d] = (line.earned[d] ?? 0) + r.delta;
      total.earned += r.delta;
    } else {
      line.spent[d] = (line.spent[d] ?? 0) - r.delta;
      total.spent -= r.delta;
    }
    total.count++;
    active.add(r.memberId);
  }
  return {
    from,
    to,
    days,
    totals,
    series,
    totalEarned: totals.reduce((a, t) => a + t.earned, 0),
    totalSpent: totals.reduce((a, t) => a + t.spent, 0),
    activeMembers: active.size,
    balance: world.members.reduce((a, m) => a + m.pointsBalance, 0),
  };
}
