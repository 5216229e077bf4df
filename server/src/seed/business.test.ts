import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { queryRows } from '../db/sql.js';
import { invariantViolationsSql } from '../modules/ledger/service.js';
import { seedBusiness } from './business.js';
import { planMembers } from './business-members.js';
import { OrderNumbers } from './business-orders.js';
import { emptyRows, memberTimeline, type SeedRows } from './business-timeline.js';
import { seedCore } from './core.js';

const NOW = new Date('2026-11-21T04:00:00Z');

function generate(members: number, orders: number, now: Date): SeedRows {
  const plan = planMembers(members, orders, now);
  const out = emptyRows();
  const ctx = {
    plan,
    now: now.getTime(),
    operatorIds: [1, 2],
    ids: { order: 1, coin: 1, point: 1, grant: 1, unlock: 1, checkin: 1 },
    numbers: new OrderNumbers(),
    unlockRatio: 1.5,
    checkinDays: 90,
  };
  for (let i = 0; i < members; i++) memberTimeline(i, ctx, out);
  return out;
}

describe('business seed generator', () => {
  test('is deterministic for a given now, and relative to it', () => {
    const a = generate(150, 1500, NOW);
    const b = generate(150, 1500, NOW);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.orders).toHaveLength(1500);
    const later = generate(150, 1500, new Date(NOW.getTime() + 86_400_000));
    expect(later.members.map((m) => m[1])).toEqual(a.members.map((m) => m[1]));
    expect(later.members[0]?.[13]).not.toBe(a.members[0]?.[13]);
  });

  test('running balances never go negative and end at the member balance', () => {
    const out = generate(200, 2000, NOW);
    for (const row of [...out.coin, ...out.point]) expect(row[3] as number).toBeGreaterThanOrEqual(0);
    const last = new Map<number, number>();
    for (const row of out.coin) last.set(row[1] as number, row[3] as number);
    for (const m of out.members) expect(m[8]).toBe(last.get(m[0] as number) ?? 0);
  });
});

describe('recent refunds and invite rewards keep their own times', () => {
  test('none of the last 72 hours is stamped at the seed instant; each follows what it refunds or rewards', () => {
    const now = NOW.getTime();
    const out = generate(400, 5000, NOW);
    const refunds = out.orders
      .filter((o) => o[4] === 'refunded')
      .map((o) => ({ paid: Date.parse(o[18] as string), refunded: Date.parse(o[19] as string) }));
    const recent = refunds.filter((r) => r.refunded > now - 72 * 3_600_000);
    expect(recent.length).toBeGreaterThan(2);
    for (const r of refunds) {
      expect(r.refunded).toBeGreaterThan(r.paid);
      expect(r.refunded).toBeLessThan(now);
    }
    // spread over the window, not piled on the seed's instant
    expect(new Set(recent.map((r) => r.refunded)).size).toBe(recent.length);
    expect(recent.filter((r) => r.refunded >= now - 1000)).toEqual([]);
    const plan = planMembers(400, 5000, NOW);
    const rewarded = plan.invites.filter((v) => v.rewardedAt !== null);
    for (const v of rewarded) expect(v.rewardedAt as number).toBeGreaterThan(v.at);
    const lastDays = rewarded.filter((v) => (v.rewardedAt as number) > now - 72 * 3_600_000);
    expect(new Set(lastDays.map((v) => v.rewardedAt)).size).toBe(lastDays.length);
  });
});

describe('seeded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database.db);
    await database.db.transaction(async (tx) => {
      await seedCore(tx as never, { now: NOW });
      await seedBusiness(tx as never, { members: 400, orders: 5000, now: NOW });
    });
  });
  afterAll(() => database?.close());

  test('every balance equals its ledger and every VIP expiry its latest grant', async () => {
    expect(await queryRows(database.db, invariantViolationsSql)).toEqual([]);
  });

  test('sizes, kinds and statuses, order numbers and sequences', async () => {
    const [raw] = await queryRows<Record<string, string | number>>(
      database.db,
      sql`SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM orders) AS orders,
        (SELECT count(DISTINCT kind) FROM orders) AS kinds, (SELECT count(DISTINCT status) FROM orders) AS statuses,
        (SELECT count(*) FROM checkin_rules) AS rules, (SELECT count(*) FROM invites) AS invites,
        (SELECT count(*) FROM members WHERE status = 'banned') AS banned,
        (SELECT count(*) FROM orders o WHERE kind = 'patch' AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.payload->>'orderNo' = o.order_no)) AS unaudited,
        (SELECT count(*) FROM orders o WHERE substr(order_no, 12) :: int > (SELECT last_value FROM order_sequences s
          WHERE s.prefix = substr(o.order_no, 1, 3) AND s.day = to_date(substr(o.order_no, 4, 8), 'YYYYMMDD'))) AS beyond`,
    );
    const c = Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Number(v)]));
    expect(c).toMatchObject({
      members: 400,
      orders: 5000,
      kinds: 5,
      statuses: 5,
      rules: 7,
      unaudited: 0,
      beyond: 0,
    });
    expect(c.invites).toBeGreaterThan(0);
  });
});
