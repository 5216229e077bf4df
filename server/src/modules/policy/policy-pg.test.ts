import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { patchCoins } from '../../testing/members.js';
import { pgTestApp } from '../../testing/suite.js';
import { invariantViolationsSql } from '../ledger/service.js';
import { writeSetting } from '../settings/store.js';

/**
 * The rolling-window limits under concurrency on real PostgreSQL (a pool of connections): re-issues
 * racing on one member, or by one operator across members, never all slip under the limit
 * together. Runs when OPSDECK_TEST_DATABASE_URL names a PostgreSQL (see reissue-pg.test.ts).
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('money controls on PostgreSQL', () => {
  const t = pgTestApp(url, { members: 60, orders: 300 });
  const tokens: string[] = [];
  beforeAll(async () => {
    tokens.push(...(await Promise.all([t.login('admin'), t.login('admin', 1)])));
  });

  const patch = (token: number, body: object, key: string) => patchCoins(t.app, tokens[token]!, body, key);

  /** Active members without re-issues in the last three days or requests. */
  async function cleanMembers(count: number) {
    const rows = await queryRows<{ id: number; coin_balance: string }>(
      t.database.db,
      sql`SELECT id, coin_balance FROM members m WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND o.kind = 'patch' AND o.created_at > now() - interval '3 days')
        AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id)
        ORDER BY id LIMIT ${count}`,
    );
    if (rows.length < count) throw new Error('not enough clean members');
    return rows.map((r) => ({ id: Number(r.id), balance: Number(r.coin_balance) }));
  }

  test('20 re-issues of 1,000 at once to one member (limit 10,000): exactly 10 execute, 10 wait', async () => {
    const [m] = await cleanMembers(1);
    if (!m) throw new Error('member');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patch(0, { memberId: m.id, coins: 1_000, reason: 'pg split' }, `pg-split-${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 202)).toHaveLength(10);
    const held = answers.filter((a) => a.statusCode === 202).map((a) => a.json().data);
    expect(held.every((d) => d.rule === 'member_24h' && d.windowTotal > 10_000)).toBe(true);
    const [row] = await queryRows<{ balance: string }>(
      t.database.db,
      sql`SELECT coin_balance AS balance FROM members WHERE id = ${m.id}`,
    );
    expect(Number(row?.balance)).toBe(m.balance + 10_000);
    expect(await queryRows(t.database.db, invariantViolationsSql)).toEqual([]);
  });

  test('one operator racing across 12 members (operator limit 20,000 above their record): at most the limit executes', async () => {
    const ms = await cleanMembers(12);
    const [base] = await queryRows<{ total: string }>(
      t.database.db,
      sql`SELECT (SELECT coalesce(sum(o.coins), 0) FROM orders o JOIN operators op ON op.id = o.operator_id
          WHERE op.phone = '13800000003' AND o.kind = 'patch' AND o.created_at > now() - interval '24 hours')
        + (SELECT coalesce(sum((a.payload->>'coins')::bigint), 0) FROM approvals a JOIN operators op ON op.id = a.requester_id
          WHERE op.phone = '13800000003' AND a.status = 'pending' AND a.kind = 'patch_coins'
          AND a.created_at > now() - interval '24 hours') AS total`,
    );
    const limit = Number(base?.total) + 20_000;
    await writeSetting(
      t.database.db,
      'approval_thresholds',
      {
        coins: 10_000,
        vipDays: 365,
        memberWindowHours: 24,
        operatorCoins: limit,
        operatorVipDays: 3650,
        operatorWindowHours: 24,
      },
      null,
    );
    const answers = await Promise.all(
      ms.map((m, i) => patch(1, { memberId: m.id, coins: 4_000, reason: 'pg spread' }, `pg-spread-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 202)).toHaveLength(7);
    for (const a of answers.filter((x) => x.statusCode === 202))
      expect(a.json().data).toMatchObject({ rule: 'operator_daily', threshold: limit });
  });
});
