import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { adminUrl, throwawayDatabase } from './throwaway-db.js';

/**
 * Two server processes on one PostgreSQL (OPSDECK_TEST_DATABASE_URL, started by .ci/run): concurrent
 * re-issues through both, with distinct keys and with one shared key, apply every coin exactly once.
 * The test makes its own database next to the given one and drops it afterwards.
 */
const database = throwawayDatabase('two');
const rows = database.rows;

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let token = '';

  beforeAll(async () => {
    // a small seed, so the servers start on a ready database
    await database.create();
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000' };
    servers.push(await startServer(env), await startServer(env));
    token = await apiToken(servers[0]?.apiUrl ?? '');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  });

  function reissue(server: RunningServer, body: object, key: string) {
    return fetch(`${server.apiUrl}/admin/member/patch-coin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { orderNo: string } } }));
  }

  test('distinct and shared idempotency keys through both servers: every coin exactly once', async () => {
    const [member] = await rows<{ id: number; coin_balance: string }>(
      // a member with nothing pending: a held request counts in the member's rolling window
      `SELECT id, coin_balance FROM members m WHERE status = 'active'
         AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id AND a.status = 'pending')
       ORDER BY id LIMIT 1`,
    );
    if (!member) throw new Error('no seeded active member');
    const start = Number(member.coin_balance);
    const run = randomUUID().slice(0, 8);
    const distinct = Array.from({ length: 60 }, (_, i) =>
      reissue(servers[i % 2]!, { memberId: member.id, coins: 3, reason: 'two servers' }, `two-${run}-${i}`),
    );
    const shared = Array.from({ length: 40 }, (_, i) =>
      reissue(
        servers[i % 2]!,
        { memberId: member.id, coins: 11, reason: 'two servers shared' },
        `two-${run}-shared`,
      ),
    );
    const answers = await Promise.all([...distinct, ...shared]);
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const sharedOrders = new Set(answers.slice(60).map((a) => a.body.data?.orderNo));
    expect(sharedOrders.size).toBe(1);
    const [check] = await rows<{ balance: string; sum: string; orders: string; shared: string }>(
      `SELECT (SELECT coin_balance FROM members WHERE id = $1) AS balance,
              (SELECT sum(delta) FROM coin_ledger WHERE member_id = $1) AS sum,
              (SELECT count(*) FROM orders WHERE idempotency_key LIKE $2) AS orders,
              (SELECT count(*) FROM orders WHERE idempotency_key = $3) AS shared`,
      [member.id, `two-${run}-%`, `two-${run}-shared`],
    );
    console.info('two servers:', { start, ...check });
    expect(Number(check?.balance)).toBe(start + 60 * 3 + 11);
    expect(Number(check?.sum)).toBe(start + 60 * 3 + 11);
    expect([Number(check?.orders), Number(check?.shared)]).toEqual([61, 1]);
  });
});
