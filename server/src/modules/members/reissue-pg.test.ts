import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { patchCoins, unheldMember } from '../../testing/members.js';
import { pgTestApp } from '../../testing/suite.js';
import { invariantViolationsSql } from '../ledger/service.js';

/**
 * The re-issue concurrency rules on real PostgreSQL (a pool of connections, row locks), next to the
 * PGlite suite. Runs when OPSDECK_TEST_DATABASE_URL names a PostgreSQL where it may create a database of its own, e.g.
 * `OPSDECK_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/opsdeck_test npx vitest run --project server`.
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('re-issues on PostgreSQL', () => {
  const t = pgTestApp(url, { members: 60, orders: 600 });
  let token: string;
  beforeAll(async () => {
    token = await t.login('admin');
  });

  const patch = (body: object, key: string) => patchCoins(t.app, token, body, key);

  test('200 concurrent re-issues on one member and 50 with one key', async () => {
    const m = await unheldMember(t.database.db);
    const start = m.coinBalance;
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
      t.database.db,
      sql`SELECT (SELECT coin_balance FROM members WHERE id = ${m.id}) AS balance,
        (SELECT sum(delta) FROM coin_ledger WHERE member_id = ${m.id}) AS sum,
        (SELECT count(*) FROM orders WHERE idempotency_key = 'pg-same') AS orders,
        (SELECT count(*) FROM audit_log WHERE payload->>'idempotencyKey' = 'pg-same') AS audits`,
    );
    expect(Number(row?.balance)).toBe(start + 400 + 7);
    expect(Number(row?.sum)).toBe(start + 400 + 7);
    expect([Number(row?.orders), Number(row?.audits)]).toEqual([1, 1]);
    expect(await queryRows(t.database.db, invariantViolationsSql)).toEqual([]);
  });

  test('one key raced on two members: one wins, the other is 409', async () => {
    const two = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = members.id AND a.status = 'pending') ORDER BY id LIMIT 2`,
    );
    const answers = await Promise.all(
      two.map((m) => patch({ memberId: m.id, coins: 1, reason: 'race' }, 'pg-race')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
