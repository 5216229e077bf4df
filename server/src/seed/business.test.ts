import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { queryRows } from '../db/sql.js';
import { invariantViolationsSql } from '../modules/ledger/service.js';
import { seedBusiness } from './business.js';
import { planMembers } from './business-members.js';
import { emptyRows, memberTimeline, planOrders, type SeedRows } from './business-timeline.js';
import { seedCore } from './core.js';

const NOW = new Date('2026-11-21T04:00:00Z');

function generate(members: number, orders: number, now: Date): SeedRows {
  const plan = planMembers(members, orders, now);
  const out = emptyRows();
  const drawn = { plan, now: now.getTime(), operatorIds: [1, 2], unlockRatio: 1.5, checkinDays: 90 };
  const ctx = {
    ...drawn,
    ids: { coin: 1, point: 1, grant: 1, unlock: 1, checkin: 1 },
    orders: planOrders(drawn),
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

describe("order ids and numbers follow the orders' times", () => {
  test('across members: a later order has a higher id, and within a kind and day a higher number', () => {
    const out = generate(300, 3000, NOW);
    const orders = out.orders
      .map((o) => ({ id: o[0] as number, no: o[1] as string, member: o[3], at: Date.parse(o[17] as string) }))
      .sort((a, b) => a.id - b.id);
    expect(orders.map((o) => o.id)).toEqual(orders.map((_, k) => k + 1));
    for (let k = 1; k < orders.length; k++)
      expect(orders[k]?.at).toBeGreaterThanOrEqual(orders[k - 1]?.at ?? 0);
    // within a prefix and day the numbers run 1, 2, 3… in time order
    const byDay = new Map<string, typeof orders>();
    for (const o of orders) {
      const key = o.no.slice(0, 11);
      byDay.set(key, [...(byDay.get(key) ?? []), o]);
    }
    for (const list of byDay.values())
      expect(list.map((o) => Number(o.no.slice(11)))).toEqual(list.map((_, k) => k + 1));
    // which takes several members' orders into one day's run of numbers
    expect([...byDay.values()].some((list) => new Set(list.map((o) => o.member)).size > 3)).toBe(true);
  });

  test("a re-issue's key and audit payload carry the number its order has", () => {
    const out = generate(300, 3000, NOW);
    const patches = out.orders.filter((o) => o[2] === 'patch');
    expect(patches.length).toBeGreaterThan(5);
    const audited = new Map(
      out.audit.map((a) => {
        const payload = JSON.parse(a[4] as string) as {
          orderNo: string;
          orderId: number;
          idempotencyKey: string;
        };
        return [payload.orderNo, payload];
      }),
    );
    for (const o of patches) {
      expect(o[15]).toBe(`seed-${o[1]}`);
      expect(audited.get(o[1] as string)).toMatchObject({ orderId: o[0], idempotencyKey: `seed-${o[1]}` });
    }
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
