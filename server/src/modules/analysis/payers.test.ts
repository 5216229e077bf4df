import { analysisOverviewSchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

/** Paying members (distinct over a range) from the rollups against the orders table, across many ranges. */
describe('analysis paying members', () => {
  let t: TestApp;
  let admin: string;
  const overview = async (from: string, to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analysis/overview?from=${from}&to=${to}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return analysisOverviewSchema.parse(res.json().data);
  };
  const payDay = sql.raw(`(paid_at AT TIME ZONE 'Asia/Shanghai')::date`);
  const distinctPayers = async (from: string, to: string) => {
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(DISTINCT member_id) AS n FROM orders WHERE paid_at IS NOT NULL AND amount_cents > 0
        AND ${payDay} BETWEEN ${from}::date AND ${to}::date`,
    );
    return Number(row?.n);
  };
  const dailyPayers = async (from: string, to: string) => {
    const rows = await queryRows<{ day: string; n: string }>(
      t.database.db,
      sql`SELECT to_char(${payDay}, 'YYYY-MM-DD') AS day, count(DISTINCT member_id) AS n FROM orders
        WHERE paid_at IS NOT NULL AND amount_cents > 0 AND ${payDay} BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1`,
    );
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  };
  const expectExact = async (from: string, to: string) => {
    const data = await overview(from, to);
    const figure = data.figures.payingMembers;
    expect(figure.value, `${from}..${to}`).toBe(await distinctPayers(from, to));
    expect(figure.previous, `${data.previousFrom}..${data.previousTo}`).toBe(
      await distinctPayers(data.previousFrom, data.previousTo),
    );
    const daily = await dailyPayers(from, to);
    expect(figure.series, `${from}..${to} daily`).toEqual(data.days.map((d) => daily.get(d) ?? 0));
    return figure.value;
  };
  /** Every (since, day) cell of the table against a recount from the paying days of the orders. */
  const expectTableExact = async () => {
    const [row] = await queryRows<{ extra: unknown; missing: unknown }>(
      t.database.db,
      sql`WITH payer_days AS (
          SELECT DISTINCT member_id, ${payDay} AS day FROM orders WHERE paid_at IS NOT NULL AND amount_cents > 0
        ), pairs AS (
          SELECT day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev FROM payer_days
        ), truth AS (
          SELECT day - k AS since, day, count(*) AS n FROM pairs,
            generate_series(0, least(coalesce(day - prev - 1, 365), 365)) k GROUP BY 1, 2
        ), kept AS (SELECT since, day, n FROM analysis_payers_since WHERE n <> 0)
        SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) a) AS extra,
          (SELECT count(*) FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) b) AS missing`,
    );
    expect({ extra: Number(row?.extra), missing: Number(row?.missing) }).toEqual({ extra: 0, missing: 0 });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  test('exact over ranges of 1, 7, 30, 90 and 366 days and the periods before them', async () => {
    let total = 0;
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2025-11-24', '2026-11-24'],
      ['2026-03-01', '2026-05-29'],
      ['2026-06-01', '2026-06-30'],
      ['2026-09-10', '2026-10-09'],
      ['2026-11-01', '2026-11-07'],
      ['2026-07-15', '2026-07-15'],
      ['2001-01-01', '2001-01-31'],
    ] as const)
      total += await expectExact(from, to);
    expect(total).toBeGreaterThan(0);
    await expectTableExact();
  });

  test('stays exact after bulk, back-dated and later-paid orders of one member', async () => {
    const [m] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members ORDER BY id DESC LIMIT 1`,
    );
    const member = m!.id;
    const order = (no: number, paidAt: string | null, status = 'paid') =>
      sql`(${`PAY${String(99_000_000_000_000 + no)}`}, 'pay', ${member}, ${status}, 'coins_60', 600, 'wechat', 60,
        ${paidAt}::timestamptz)`;
    const insert = (...rows: ReturnType<typeof order>[]) =>
      t.database.db.execute(
        sql`INSERT INTO orders (order_no, kind, member_id, status, product_code, amount_cents, channel, coins, paid_at)
          VALUES ${sql.join(rows, sql`, `)}`,
      );
    // several paying days of one member in one statement, one of them twice
    await insert(
      order(1, '2026-02-10 10:00+08'),
      order(2, '2026-04-20 23:30+08'),
      order(3, '2026-04-20 08:00+08'),
      order(4, '2026-08-01 00:10+08'),
    );
    // back-dated between two known paying days, and before all of them
    await insert(order(5, '2026-03-15 12:00+08'));
    await insert(order(6, '2025-06-01 12:00+08'));
    // pending, then paid by an update (the update trigger)
    await insert(order(7, null, 'pending'));
    await t.database.db.execute(
      sql`UPDATE orders SET status = 'paid', paid_at = '2026-04-01 09:00+08' WHERE order_no = 'PAY99000000000007'`,
    );
    for (const [from, to] of [
      ['2026-03-01', '2026-05-29'],
      ['2026-03-16', '2026-04-15'],
      ['2026-04-02', '2026-04-20'],
      ['2026-02-10', '2026-02-10'],
      ['2025-08-01', '2026-08-01'],
      ['2026-01-01', '2026-12-31'],
    ] as const)
      await expectExact(from, to);
    await expectTableExact();
  });
});
