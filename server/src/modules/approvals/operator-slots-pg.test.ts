import { DEFAULT_APPROVAL_THRESHOLDS } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { freshPgDatabase } from '../../testing/pg-databases.js';
import { invariantViolationsSql } from '../ledger/service.js';
import { writeSetting } from '../settings/store.js';
import { lockedWindowTotals, OPERATOR_SLOTS } from './windows.js';

/**
 * The operator's window lock in slots (docs/decisions/0007-write-path-scaling.md) on real
 * PostgreSQL: one operator's re-issues far under the limit run side by side, and racing re-issues
 * near the limit still execute exactly up to it.
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('operator window slots on PostgreSQL', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let operatorId: number;

  beforeAll(async () => {
    database = await freshPgDatabase(url, { members: 80, orders: 300 });
    app = await buildApp({ database, webRoot: null, env: { RATE_LIMIT_PER_MINUTE: 100_000 } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { phone: '13800000003', password: 'Admin@456' },
    });
    token = res.json().data.accessToken;
    const [op] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM operators WHERE phone = '13800000003'`,
    );
    operatorId = Number(op?.id);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The operator's coins in its window: executed re-issues and pending requests. */
  async function operatorTotal(): Promise<number> {
    const [row] = await queryRows<{ total: string }>(
      database.db,
      sql`SELECT (SELECT coalesce(sum(coins), 0) FROM orders WHERE operator_id = ${operatorId}
          AND kind = 'patch' AND created_at > now() - interval '24 hours')
        + (SELECT coalesce(sum((payload->>'coins')::bigint), 0) FROM approvals WHERE requester_id = ${operatorId}
          AND status = 'pending' AND kind = 'patch_coins' AND created_at > now() - interval '24 hours') AS total`,
    );
    return Number(row?.total);
  }

  async function cleanMembers(count: number, skip: number) {
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM members m WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND o.kind = 'patch')
        AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id)
        ORDER BY id LIMIT ${count} OFFSET ${skip}`,
    );
    if (rows.length < count) throw new Error('not enough clean members');
    return rows.map((r) => Number(r.id));
  }

  test('re-issues of one operator far under the limit hold one slot each and do not wait for each other', async () => {
    const limits = { ...DEFAULT_APPROVAL_THRESHOLDS };
    const members = await cleanMembers(OPERATOR_SLOTS, 0);
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let inside = 0;
    // OPERATOR_SLOTS transactions of one operator each take its lock and sum its window, then stay
    // open until all of them are inside: with a single lock the second would wait for the first
    const txs = members.map((memberId, i) =>
      database.db.transaction(async (tx) => {
        const totals = await lockedWindowTotals(
          tx,
          memberId,
          operatorId,
          limits,
          new Date(),
          `slots-${i}`,
          'shared',
        );
        expect(totals.exact).toBe(false);
        inside += 1;
        if (inside === members.length) release();
        await held;
      }),
    );
    await Promise.all(txs);
    expect(inside).toBe(members.length);
  });

  test('16 racing re-issues of 9,000 with 100,000 left under the limit: exactly 11 execute, 5 wait', async () => {
    const limit = (await operatorTotal()) + 100_000;
    await writeSetting(
      database.db,
      'approval_thresholds',
      { ...DEFAULT_APPROVAL_THRESHOLDS, coins: 10_000, operatorCoins: limit },
      null,
    );
    const members = await cleanMembers(16, OPERATOR_SLOTS);
    const answers = await Promise.all(
      members.map((memberId, i) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/member/patch-coin',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `slots-race-${i}` },
          payload: { memberId, coins: 9_000, reason: 'slots race' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    // the first ones decide with one slot (far under the limit), the last ones with every slot
    expect(codes.filter((c) => c === 200)).toHaveLength(11);
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode === 202))
      expect(a.json().data).toMatchObject({ rule: 'operator_daily', threshold: limit });
    const [executed] = await queryRows<{ n: string }>(
      database.db,
      sql`SELECT count(*) AS n FROM orders WHERE operator_id = ${operatorId} AND reason = 'slots race'`,
    );
    expect(Number(executed?.n)).toBe(11);
    expect(await queryRows(database.db, invariantViolationsSql)).toEqual([]);
  });
});
