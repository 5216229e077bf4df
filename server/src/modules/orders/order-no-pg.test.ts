import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessDay } from '../../db/business-day.js';
import { queryRows } from '../../db/sql.js';
import { patchCoins } from '../../testing/members.js';
import { pgTestApp } from '../../testing/suite.js';

/**
 * Order numbers from per-connection blocks (migration 027) on real PostgreSQL: concurrent
 * re-issues get unique numbers of the day without waiting on one counter row, and the day's
 * counter stays at or above every number handed out.
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('order numbers on PostgreSQL', () => {
  const t = pgTestApp(url, { members: 60, orders: 600 }, { env: { RATE_LIMIT_PER_MINUTE: 100_000 } });
  let token: string;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    token = await t.login('admin');
  });
  // after hooks run last registered first: the clients end before the app's database is dropped
  afterAll(async () => {
    for (const c of clients) await c.end();
  });

  /** A client of its own (a backend of its own, so a shard of its own unless the pids collide). */
  async function connect(): Promise<pg.Client & { shard: number }> {
    for (;;) {
      const c = new pg.Client({ connectionString: t.database.url });
      await c.connect();
      clients.push(c);
      const pid = Number((await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
      const shard = pid % 64;
      // two clients of one test must draw from different blocks
      if (!clients.slice(0, -1).some((o) => (o as pg.Client & { shard?: number }).shard === shard))
        return Object.assign(c, { shard });
    }
  }
  const next = async (c: pg.Client, day: string) =>
    Number(
      (await c.query<{ v: number }>(`SELECT opsdeck_next_order_seq('PAT', $1::date) AS v`, [day])).rows[0]?.v,
    );
  const counter = async (day: string) =>
    Number(
      (
        await queryRows<{ last_value: number }>(
          t.database.db,
          sql`SELECT last_value FROM order_sequences WHERE prefix = 'PAT' AND day = ${day}::date`,
        )
      )[0]?.last_value,
    );

  test('a second connection takes a number while the first holds one in an open transaction', async () => {
    const day = '2001-02-03';
    await t.database.db.execute(
      sql`INSERT INTO order_sequences (prefix, day, last_value) VALUES ('PAT', ${day}, 57)`,
    );
    const a = await connect();
    const b = await connect();
    await b.query(`SET lock_timeout = '5s'`);
    // the day's existing numbers are kept: the first block starts after them
    expect(await next(b, day)).toBe(58);
    expect(await counter(day)).toBe(157);
    await a.query('BEGIN');
    expect(await next(a, day)).toBe(158);
    expect(await next(a, day)).toBe(159);
    // a's open transaction holds its block's row and the day's counter row (it took a block); b,
    // with room left in its own block, waits for neither
    await b.query('BEGIN');
    expect(await next(b, day)).toBe(59);
    await b.query('COMMIT');
    await a.query('ROLLBACK');
    // a's rolled back numbers (and its block) are handed out again
    expect(await counter(day)).toBe(157);
    expect(await next(a, day)).toBe(158);
    expect(await counter(day)).toBe(257);
    // the block's last number, then a new block from the day's counter
    for (let i = 159; i <= 257; i++) expect(await next(a, day)).toBe(i);
    expect(await next(a, day)).toBe(258);
    expect(await counter(day)).toBe(357);
  });

  test('concurrent re-issues on distinct members get unique numbers of the day, all under its counter', async () => {
    const members = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members m WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id) ORDER BY id LIMIT 30`,
    );
    const answers = await Promise.all(
      members.map((m, i) =>
        patchCoins(t.app, token, { memberId: m.id, coins: 1, reason: 'order numbers' }, `order-no-${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(members.map(() => 200));
    const numbers = answers.map((a) => String(a.json().data.orderNo));
    const day = businessDay(new Date()).replaceAll('-', '');
    for (const no of numbers) expect(no).toMatch(new RegExp(`^PAT${day}\\d{6}$`));
    expect(new Set(numbers).size).toBe(numbers.length);
    const top = await counter(businessDay(new Date()));
    for (const no of numbers) expect(Number(no.slice(11))).toBeLessThanOrEqual(top);
    const [dupes] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*) - count(DISTINCT order_no) AS n FROM orders`,
    );
    expect(Number(dupes?.n)).toBe(0);
  });
});
