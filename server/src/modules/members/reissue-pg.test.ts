import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { freshPgDatabase } from '../../testing/pg-databases.js';
import { DEMO_OPERATORS } from '../demo/operators.js';
import { invariantViolationsSql } from '../ledger/service.js';

/**
 * The re-issue concurrency rules on real PostgreSQL (a pool of connections, row locks), next to the
 * PGlite suite. Runs when OPSDECK_TEST_DATABASE_URL names a PostgreSQL where it may create a database of its own, e.g.
 * `OPSDECK_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/opsdeck_test npx vitest run --project server`.
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('re-issues on PostgreSQL', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await freshPgDatabase(url, { members: 60, orders: 600 });
    app = await buildApp({ database, webRoot: null, env: {} });
    const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { phone: admin?.phone, password: admin?.password },
    });
    token = res.json().data.accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const patch = (body: object, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: body,
    });

  test('200 concurrent re-issues on one member and 50 with one key', async () => {
    const [m] = await queryRows<{ id: number; coin_balance: string }>(
      database.db,
      sql`SELECT id, coin_balance FROM members WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = members.id AND a.status = 'pending') ORDER BY id LIMIT 1`,
    );
    if (!m) throw new Error('seeded member');
    const start = Number(m.coin_balance);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        patch({ memberId: m.id, coins: 2, reason: 'pg load' }, `pg-${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    const same = await Promise.all(
      Array.from({ length: 50 }, () => patch({ memberId: m.id, coins: 7, reason: 'pg same' }, 'pg-same')),
    );
    expect(new Set(same.map((a) => a.json().data.orderNo)).size).toBe(1);
    const [row] = await queryRows<{ balance: string; sum: string; orders: string; audits: string }>(
      database.db,
      sql`SELECT (SELECT coin_balance FROM members WHERE id = ${m.id}) AS balance,
        (SELECT sum(delta) FROM coin_ledger WHERE member_id = ${m.id}) AS sum,
        (SELECT count(*) FROM orders WHERE idempotency_key = 'pg-same') AS orders,
        (SELECT count(*) FROM audit_log WHERE payload->>'idempotencyKey' = 'pg-same') AS audits`,
    );
    expect(Number(row?.balance)).toBe(start + 400 + 7);
    expect(Number(row?.sum)).toBe(start + 400 + 7);
    expect([Number(row?.orders), Number(row?.audits)]).toEqual([1, 1]);
    expect(await queryRows(database.db, invariantViolationsSql)).toEqual([]);
  });

  test('one key raced on two members: one wins, the other is 409', async () => {
    const two = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM members WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = members.id AND a.status = 'pending') ORDER BY id LIMIT 2`,
    );
    const answers = await Promise.all(
      two.map((m) => patch({ memberId: m.id, coins: 1, reason: 'race' }, 'pg-race')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
