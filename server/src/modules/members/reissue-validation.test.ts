import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { moneyRowCounts } from '../ledger/counts.js';

let t: TestApp;
let admin: string;
let active: { id: number; coins: number };
let banned: { id: number; visibleId: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
  const [a] = await queryRows<{ id: number; coin_balance: string }>(
    t.database.db,
    sql`SELECT id, coin_balance FROM members WHERE status = 'active' ORDER BY id LIMIT 1`,
  );
  const [b] = await queryRows<{ id: number; visible_id: string }>(
    t.database.db,
    sql`SELECT id, visible_id FROM members WHERE status = 'banned' ORDER BY id LIMIT 1`,
  );
  if (!a || !b) throw new Error('the seed has active and banned members');
  active = { id: a.id, coins: Number(a.coin_balance) };
  banned = { id: b.id, visibleId: b.visible_id };
});
afterAll(() => t?.close());

function patch(
  path: 'patch-coin' | 'patch-vip',
  payload: string | object,
  key: string | undefined,
  locale = 'en-US',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/member/${path}`,
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': 'application/json',
      'accept-language': locale,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('re-issue: bad input answers 4xx naming the field and changes nothing', () => {
  const ok = () => ({ memberId: active.id, coins: 10, reason: 'valid reason' });
  const cases: Array<
    [string, 'patch-coin' | 'patch-vip', () => string | object, string | undefined, number, string]
  > = [
    ['missing coins', 'patch-coin', () => ({ memberId: active.id, reason: 'x1' }), 'k1', 400, 'coins'],
    ['missing memberId', 'patch-coin', () => ({ coins: 1, reason: 'x1' }), 'k2', 400, 'memberId'],
    ['missing reason', 'patch-vip', () => ({ memberId: active.id, days: 1 }), 'k3', 400, 'reason'],
    ['coins as text', 'patch-coin', () => ({ ...ok(), coins: '10' }), 'k4', 400, 'coins'],
    ['memberId as text', 'patch-coin', () => ({ ...ok(), memberId: 'abc' }), 'k5', 400, 'memberId'],
    ['coins 0', 'patch-coin', () => ({ ...ok(), coins: 0 }), 'k6', 400, 'coins'],
    ['coins 100001', 'patch-coin', () => ({ ...ok(), coins: 100_001 }), 'k7', 400, 'coins'],
    ['coins 2.5', 'patch-coin', () => ({ ...ok(), coins: 2.5 }), 'k8', 400, 'coins'],
    [
      'days 3651',
      'patch-vip',
      () => ({ memberId: active.id, days: 3651, reason: 'ok ok' }),
      'k9',
      400,
      'days',
    ],
    ['days 0', 'patch-vip', () => ({ memberId: active.id, days: 0, reason: 'ok ok' }), 'k10', 400, 'days'],
    ['reason 1 char after trim', 'patch-coin', () => ({ ...ok(), reason: '  x  ' }), 'k11', 400, 'reason'],
    ['reason 201 chars', 'patch-coin', () => ({ ...ok(), reason: 'r'.repeat(201) }), 'k12', 400, 'reason'],
    ['dryRun not boolean', 'patch-coin', () => ({ ...ok(), dryRun: 'yes' }), 'k13', 400, 'dryRun'],
    ['malformed JSON', 'patch-coin', () => '{"memberId": 1, "coins": ', 'k14', 400, ''],
    ['missing Idempotency-Key', 'patch-coin', () => ok(), undefined, 400, 'Idempotency-Key'],
    [
      'bad Idempotency-Key',
      'patch-vip',
      () => ({ memberId: active.id, days: 1, reason: 'ok' }),
      'has space',
      400,
      'Idempotency-Key',
    ],
    ['unknown member', 'patch-coin', () => ({ ...ok(), memberId: 2_000_000_000 }), 'k17', 404, ''],
    [
      'unknown member (vip)',
      'patch-vip',
      () => ({ memberId: 2_000_000_000, days: 1, reason: 'ok' }),
      'k18',
      404,
      '',
    ],
    ['banned member', 'patch-coin', () => ({ ...ok(), memberId: banned.id }), 'k19', 422, ''],
    [
      'banned member (vip)',
      'patch-vip',
      () => ({ memberId: banned.id, days: 3, reason: 'ok' }),
      'k20',
      422,
      '',
    ],
  ];

  test.each(cases)('%s → %i', async (_name, path, body, key, status, field) => {
    const before = await moneyRowCounts(t.database.db);
    const res = await patch(path, body(), key);
    expect(res.statusCode).toBe(status);
    const env = res.json();
    expect(env.code).toBe(status);
    expect(env.message).toEqual(expect.any(String));
    if (field) expect(env.details?.map((d: { field: string }) => d.field)).toContain(field);
    expect(await moneyRowCounts(t.database.db)).toEqual(before);
  });

  test('messages come in the caller language and name the field', async () => {
    const en = await patch('patch-coin', { memberId: active.id, coins: 0, reason: 'ok' }, 'm1');
    expect(en.json().message).toBe('Coins must be at least 1');
    const zh = await patch('patch-coin', { memberId: active.id, coins: 0, reason: 'ok' }, 'm1', 'zh-CN');
    expect(zh.json().message).toContain('福币数量');
    const key = await patch(
      'patch-coin',
      { memberId: active.id, coins: 1, reason: 'ok' },
      undefined,
      'zh-CN',
    );
    expect(key.json().message).toContain('Idempotency-Key');
    const banned404 = await patch('patch-coin', { memberId: banned.id, coins: 1, reason: 'ok' }, 'm2');
    expect(banned404.json().message).toContain(banned.visibleId);
  });
});

describe('dry run and VIP time', () => {
  test('dryRun answers the would-be result and writes nothing (no key needed)', async () => {
    const before = await moneyRowCounts(t.database.db);
    const res = await patch(
      'patch-coin',
      { memberId: active.id, coins: 25, reason: 'preview', dryRun: true },
      undefined,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orderNo: null,
      dryRun: true,
      replayed: false,
      balanceBefore: active.coins,
      balanceAfter: active.coins + 25,
      member: { id: active.id, coinBalance: active.coins },
    });
    const vip = await patch(
      'patch-vip',
      { memberId: active.id, days: 3, reason: 'preview', dryRun: true },
      'dry-key',
    );
    expect(vip.json().data).toMatchObject({ orderNo: null, dryRun: true, days: 3 });
    expect(await moneyRowCounts(t.database.db)).toEqual(before);
    // the previewed key is still free for the real call
    const real = await patch('patch-vip', { memberId: active.id, days: 3, reason: 'preview' }, 'dry-key');
    expect(real.json().data).toMatchObject({
      dryRun: false,
      replayed: false,
      vipExpiresAfter: expect.any(String),
    });
  });

  test('VIP time stacks after the current expiry, and starts now when expired', async () => {
    const [m] = await queryRows<{ id: number; vip_expires_at: Date | string }>(
      t.database.db,
      sql`SELECT id, vip_expires_at FROM members WHERE status = 'active' AND vip_expires_at > now() + interval '2 days' ORDER BY id LIMIT 1`,
    );
    if (!m) throw new Error('the seed has members with active VIP');
    const current = new Date(m.vip_expires_at).getTime();
    const a = (
      await patch('patch-vip', { memberId: m.id, days: 10, reason: 'stack 1' }, `stack-a-${m.id}`)
    ).json().data;
    expect(new Date(a.vipExpiresBefore).getTime()).toBe(current);
    expect(new Date(a.vipExpiresAfter).getTime()).toBe(current + 10 * 86_400_000);
    const b = (
      await patch('patch-vip', { memberId: m.id, days: 5, reason: 'stack 2' }, `stack-b-${m.id}`)
    ).json().data;
    expect(new Date(b.vipExpiresAfter).getTime()).toBe(current + 15 * 86_400_000);
    expect(b.member.vipActive).toBe(true);

    const [e] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members WHERE status = 'active' AND vip_expires_at < now() ORDER BY id LIMIT 1`,
    );
    if (!e) throw new Error('the seed has members whose VIP expired');
    const t0 = Date.now();
    const c = (
      await patch('patch-vip', { memberId: e.id, days: 7, reason: 'expired' }, `stack-c-${e.id}`)
    ).json().data;
    const after = new Date(c.vipExpiresAfter).getTime();
    expect(after).toBeGreaterThanOrEqual(t0 + 7 * 86_400_000 - 1000);
    expect(after).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    const [grants] = await queryRows<{ overlaps: string }>(
      t.database.db,
      sql`SELECT count(*) AS overlaps FROM vip_grants a JOIN vip_grants b ON a.member_id = b.member_id AND a.id < b.id
        AND b.starts_at < a.ends_at WHERE a.member_id IN (${m.id}, ${e.id})`,
    );
    expect(Number(grants?.overlaps)).toBe(0);
  });
});
