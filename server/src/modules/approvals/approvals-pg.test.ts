import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { unheldMember } from '../../testing/members.js';
import { pgTestApp } from '../../testing/suite.js';

/**
 * Four eyes under concurrency on real PostgreSQL (a pool of connections): admins approving one
 * request at once execute it once; one key sent many times at once makes one request. Runs when
 * OPSDECK_TEST_DATABASE_URL names a PostgreSQL where it may create a database of its own (see reissue-pg.test.ts).
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!url)('approvals on PostgreSQL', () => {
  const t = pgTestApp(url, { members: 40, orders: 200 });
  const tokens: string[] = [];
  beforeAll(async () => {
    tokens.push(...(await Promise.all([t.login('admin'), t.login('admin', 1), t.login('user')])));
  });

  const as = (i: number, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[i]}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  test('30 same-key requests at once: one approval; 20 approvals at once by two admins: one execution', async () => {
    const m = await unheldMember(t.database.db);
    const body = { memberId: m.id, coins: 30_000, reason: 'pg four eyes' };
    const held = await Promise.all(
      Array.from({ length: 30 }, () => as(2, 'POST', '/admin/member/patch-coin', body, 'pg-approval-1')),
    );
    expect(new Set(held.map((r) => r.statusCode))).toEqual(new Set([202]));
    const ids = new Set(held.map((r) => r.json().data.approvalId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(i % 2, 'POST', `/admin/approvals/${id}/approve`)),
    );
    const codes = decisions.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const [after] = await queryRows<{ coin_balance: string; n: string }>(
      t.database.db,
      sql`SELECT coin_balance, (SELECT count(*) FROM orders WHERE idempotency_key = 'pg-approval-1') AS n
        FROM members WHERE id = ${m.id}`,
    );
    expect(Number(after?.coin_balance)).toBe(m.coinBalance + 30_000);
    expect(Number(after?.n)).toBe(1);
  });
});
