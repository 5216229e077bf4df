import { analysisDimensionsSchema, analysisOverviewSchema, lastFullDay } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessDay } from '../../db/business-day.js';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { unheldMember } from '../../testing/members.js';
import { analysisOverview, analysisRange } from './service.js';

describe('analysis overview', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const get = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/analysis/overview${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const exact = async (from: string, to: string) => {
    const day = (col: string) => sql.raw(`(${col} AT TIME ZONE 'Asia/Shanghai')::date`);
    const [row] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`SELECT
        (SELECT count(*) FROM members WHERE ${day('registered_at')} BETWEEN ${from}::date AND ${to}::date) AS "newMembers",
        (SELECT count(*) FROM orders WHERE paid_at IS NOT NULL AND ${day('paid_at')} BETWEEN ${from}::date AND ${to}::date) AS "paidOrders",
        (SELECT COALESCE(sum(amount_cents), 0) FROM orders WHERE paid_at IS NOT NULL AND ${day('paid_at')} BETWEEN ${from}::date AND ${to}::date) AS revenue,
        (SELECT count(DISTINCT member_id) FROM orders WHERE paid_at IS NOT NULL AND amount_cents > 0 AND ${day('paid_at')} BETWEEN ${from}::date AND ${to}::date) AS "payingMembers",
        (SELECT COALESCE(sum(delta), 0) FROM coin_ledger WHERE delta > 0 AND ${day('created_at')} BETWEEN ${from}::date AND ${to}::date) AS "coinsIssued",
        (SELECT COALESCE(-sum(delta), 0) FROM coin_ledger WHERE delta < 0 AND ${day('created_at')} BETWEEN ${from}::date AND ${to}::date) AS "coinsSpent",
        (SELECT count(*) FROM unlocks WHERE ${day('created_at')} BETWEEN ${from}::date AND ${to}::date) AS unlocks`,
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login('admin');
    user = await t.login('user');
  });
  afterAll(() => t.close());

  test('admin only', async () => {
    expect((await get(user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analysis/overview' })).statusCode).toBe(401);
  });

  test('the rollups match the raw tables over the range and the previous one', async () => {
    const res = await get(admin, '?from=2026-01-01&to=2026-12-31');
    expect(res.statusCode).toBe(200);
    const data = analysisOverviewSchema.parse(res.json().data);
    expect(data.days).toHaveLength(365);
    const now = await exact(data.from, data.to);
    const before = await exact(data.previousFrom, data.previousTo);
    for (const [metric, value] of Object.entries(now)) {
      const figure = data.figures[metric as keyof typeof data.figures];
      expect(figure.value, metric).toBe(value);
      expect(figure.previous, metric).toBe(before[metric]);
      if (metric !== 'payingMembers')
        expect(
          figure.series.reduce((a, b) => a + b, 0),
          metric,
        ).toBe(value);
    }
    expect((now.newMembers ?? 0) + (now.paidOrders ?? 0) + (now.unlocks ?? 0)).toBeGreaterThan(0);
    expect(data.revenueByKind.reduce((a, k) => a + k.value, 0)).toBe(now.revenue);
  });

  test('a re-issue moves today’s coins issued by exactly its coins, in the same transaction', async () => {
    // a range that takes in today (asked for: the default range ends on the last full day)
    const toToday = `?to=${businessDay(new Date())}`;
    const before = analysisOverviewSchema.parse((await get(admin, toToday)).json().data);
    const defaultBefore = analysisOverviewSchema.parse((await get(admin)).json().data);
    const m = await unheldMember(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'analysis-1' },
      payload: { memberId: m.id, coins: 321, reason: 'analysis test' },
    });
    expect(res.statusCode).toBe(200);
    const after = analysisOverviewSchema.parse((await get(admin, toToday)).json().data);
    expect(after.figures.coinsIssued.value - before.figures.coinsIssued.value).toBe(321);
    expect(after.figures.coinsIssued.series.at(-1)! - before.figures.coinsIssued.series.at(-1)!).toBe(321);
    // the default range (whole days) is not moved by today's re-issue
    const defaultAfter = analysisOverviewSchema.parse((await get(admin)).json().data);
    expect(defaultAfter.figures.coinsIssued.value).toBe(defaultBefore.figures.coinsIssued.value);
  });

  test('asked again on the same rollups, the overview shaped before is answered again; a write shapes it anew', async () => {
    const range = { from: '2026-01-01', to: businessDay(new Date()) };
    const first = await analysisOverview(t.database.db, range);
    const again = await analysisOverview(t.database.db, range);
    // the database answered the same, so the same (frozen) answer, not one shaped again
    expect(again).toBe(first);
    expect(Object.isFrozen(first.figures.coinsIssued)).toBe(true);
    expect(Object.isFrozen(first.revenueByKind)).toBe(true);
    const m = await unheldMember(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'analysis-shaped-1' },
      payload: { memberId: m.id, coins: 7, reason: 'analysis test' },
    });
    expect(res.statusCode).toBe(200);
    const after = await analysisOverview(t.database.db, range);
    expect(after).not.toBe(first);
    expect(after.figures.coinsIssued.value - first.figures.coinsIssued.value).toBe(7);
    expect(after.figures.newMembers).toEqual(first.figures.newMembers);
    expect(await analysisOverview(t.database.db, range)).toBe(after);
  });

  test('without a range: the 30 full days ending yesterday (UTC+8), the rule of opsdeck stats', async () => {
    const data = analysisOverviewSchema.parse((await get(admin)).json().data);
    expect(data.to).toBe(lastFullDay());
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toBe(lastFullDay());
    // 13:00 and just after midnight in UTC+8 (05:00 and 16:01 UTC the day before)
    expect(analysisRange({}, new Date('2026-11-29T05:00:00Z'))).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
    });
    expect(analysisRange({}, new Date('2026-11-28T16:01:00Z'))).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
    });
    // a range asked to end today is as asked; a lone `from` after yesterday ends on itself
    const now = new Date('2026-11-29T05:00:00Z');
    expect(analysisRange({ to: '2026-11-29' }, now)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(analysisRange({ from: '2026-11-29' }, now)).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(analysisRange({ from: '2026-11-20' }, now)).toEqual({ from: '2026-11-20', to: '2026-11-28' });
  });

  test('an empty range answers zeros; a reversed or too long one is a 400 naming the field', async () => {
    const empty = analysisOverviewSchema.parse(
      (await get(admin, '?from=2001-01-01&to=2001-01-07')).json().data,
    );
    expect(empty.days).toHaveLength(7);
    for (const f of Object.values(empty.figures))
      expect(f).toMatchObject({ value: 0, previous: 0, growth: null });
    expect(empty.revenueByKind).toEqual([]);
    const reversed = await get(admin, '?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe('to');
    expect((await get(admin, '?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get(admin, '?from=2026-02-30')).statusCode).toBe(400);
  });

  test('dimensions: each split adds up to the overview; admin only; a bad dimension is a 400', async () => {
    const range = '?from=2026-01-01&to=2026-06-30';
    const overview = analysisOverviewSchema.parse((await get(admin, range)).json().data);
    const split = async (dimension: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analysis/dimensions${range}&dimension=${dimension}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return analysisDimensionsSchema.parse(res.json().data);
    };
    const sum = (d: Awaited<ReturnType<typeof split>>, metric: string) =>
      d.values.reduce((a, v) => a + (v.totals[metric] ?? 0), 0);
    const kind = await split('kind');
    expect(sum(kind, 'paidOrders')).toBe(overview.figures.paidOrders.value);
    expect(sum(kind, 'revenue')).toBe(overview.figures.revenue.value);
    const channel = await split('channel');
    expect(sum(channel, 'revenue')).toBe(overview.figures.revenue.value);
    expect(sum(channel, 'newMembers')).toBe(overview.figures.newMembers.value);
    const platform = await split('platform');
    expect(platform.values.map((v) => v.value).sort()).toEqual(expect.arrayContaining(['android', 'ios']));
    expect(sum(platform, 'newMembers')).toBe(overview.figures.newMembers.value);
    for (const v of platform.values)
      expect(v.series.newMembers?.reduce((a, b) => a + b, 0)).toBe(v.totals.newMembers);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analysis/dimensions?dimension=city',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.statusCode).toBe(400);
    const forUser = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analysis/dimensions',
      headers: { authorization: `Bearer ${user}` },
    });
    expect(forUser.statusCode).toBe(403);
  });
});
