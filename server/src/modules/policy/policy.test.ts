import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { coinBalance } from '../../testing/members.js';
import { fourEyesApp } from '../../testing/suite.js';

/**
 * The money controls (four eyes, rolling limits), tried as a careless or dishonest operator would: one admin turning four eyes
 * off or raising a limit alone, splitting a large re-issue into small ones, spreading one across
 * members. Each test fails on the code before the money controls.
 */
const t = fourEyesApp();
let n = 0;
const key = () => `policy-test-${++n}`;

/** One request as `token` (en-US): the raw answer. */
const call = (...args: Parameters<typeof t.inject>) => t.inject(...args);

const coins = (memberId: number, amount: number, token = t.admin, k = key()) =>
  call(
    'POST',
    '/admin/member/patch-coin',
    token,
    { memberId, coins: amount, reason: 'policy test' },
    { 'idempotency-key': k },
  );
const vip = (memberId: number, days: number, token = t.admin) =>
  call(
    'POST',
    '/admin/member/patch-vip',
    token,
    { memberId, days, reason: 'policy test' },
    { 'idempotency-key': key() },
  );

/**
 * Active members without re-issues in the last three days or requests (the seed's re-issues would
 * add to the windows), listed once; each test takes its own indexes.
 */
let clean: number[] | undefined;
async function member(index: number) {
  clean ??= (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members m WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND o.kind = 'patch' AND o.created_at > now() - interval '3 days')
        AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id)
        ORDER BY id LIMIT 20`,
    )
  ).map((r) => Number(r.id));
  const id = clean[index];
  if (id === undefined) throw new Error('not enough clean members');
  return { id, balance: await balance(id) };
}

/** An operator's re-issues in the last 24 hours, executed and pending (what the server sums). */
async function operatorTotal(phone: string) {
  const [r] = await queryRows<{ total: string }>(
    t.database.db,
    sql`SELECT (SELECT coalesce(sum(o.coins), 0) FROM orders o JOIN operators op ON op.id = o.operator_id
        WHERE op.phone = ${phone} AND o.kind = 'patch' AND o.created_at > now() - interval '24 hours')
      + (SELECT coalesce(sum((a.payload->>'coins')::bigint), 0) FROM approvals a JOIN operators op ON op.id = a.requester_id
        WHERE op.phone = ${phone} AND a.status = 'pending' AND a.kind = 'patch_coins' AND a.created_at > now() - interval '24 hours') AS total`,
  );
  return Number(r?.total);
}

const balance = (id: number) => coinBalance(t.database.db, id);

/**
 * Each test starts a day later: the re-issues and requests made so far leave the windows (moved
 * back seven days), so one test's totals never decide another's.
 */
afterEach(async () => {
  await t.database.db.execute(
    sql`UPDATE orders SET created_at = created_at - interval '7 days' WHERE kind = 'patch' AND created_at > now() - interval '2 days'`,
  );
  await t.database.db.execute(
    sql`UPDATE approvals SET created_at = created_at - interval '7 days' WHERE created_at > now() - interval '2 days'`,
  );
});

const controls = async () => (await call('GET', '/admin/money-controls', t.user)).json().data;
const approve = (id: number, token = t.admin2) => call('POST', `/admin/approvals/${id}/approve`, token);
const reject = (id: number, token = t.admin2) =>
  call('POST', `/admin/approvals/${id}/reject`, token, { reason: 'not this one' });

/** Sets limits directly through the API: tightening applies at once; weakening is approved by admin2. */
async function setLimits(change: Record<string, number>) {
  const res = await call('PUT', '/admin/money-controls', t.admin, change);
  if (res.statusCode === 202) expect((await approve(res.json().data.approvalId)).statusCode).toBe(200);
  else expect(res.statusCode).toBe(200);
}

describe('§1 a policy change that weakens a money control waits for a second admin', () => {
  test('switching four eyes off: 202, unchanged, 100,000 still held; self-approval refused; approved: off', async () => {
    const m = await member(0);
    const off = await call('PUT', '/admin/automation/approvalThresholds', t.admin, { enabled: false });
    expect(off.statusCode).toBe(202);
    const id = off.json().data.approvalId as number;
    expect(typeof id).toBe('number');
    expect((await controls()).enabled).toBe(true);
    expect((await controls()).pending).toEqual([
      expect.objectContaining({ approvalId: id, target: 'switch', changes: { approvalThresholds: false } }),
    ]);
    const big = await coins(m.id, 100_000);
    expect(big.statusCode).toBe(202);
    expect(big.json().data).toMatchObject({ status: 'pending', rule: 'amount', windowTotal: 100_000 });
    expect(await balance(m.id)).toBe(m.balance);

    const own = await approve(id, t.admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('your own');
    expect((await approve(id, t.user)).statusCode).toBe(403);
    expect((await controls()).enabled).toBe(true);

    const ok = await approve(id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      kind: 'policy_change',
      status: 'approved',
      rule: 'policy_change',
    });
    expect((await controls()).enabled).toBe(false);
    const now = await coins(m.id, 100_000);
    expect(now.statusCode).toBe(200);
    expect(await balance(m.id)).toBe(m.balance + 100_000);

    // the request and the decision: audit, monitor, the requester's messages
    const log = (await call('GET', `/admin/approvals/${id}`, t.admin)).json().data.log;
    expect(log.map((r: { action: string }) => r.action)).toEqual([
      'approval.request',
      'automation.set',
      'approval.approve',
    ]);
    const feed = (await call('GET', '/admin/monitor/activity?kind=approval&limit=20', t.admin2)).json().data;
    const ofThis = feed.filter((e: { targetId: string }) => e.targetId === String(id));
    expect(ofThis.map((e: { action: string }) => e.action).sort()).toEqual([
      'approval.approve',
      'approval.request',
    ]);
    const notices = (await call('GET', '/message/list?type=notice', t.admin)).json().data;
    expect(notices.some((msg: { title: string }) => msg.title.includes(`#${id}`))).toBe(true);
    const todos = (await call('GET', '/message/list?type=todo', t.admin2)).json().data;
    expect(todos.some((msg: { title: string }) => msg.title.includes(`#${id}`))).toBe(true);

    // on again applies at once
    const on = await call('PUT', '/admin/automation/approvalThresholds', t.admin, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect((await controls()).enabled).toBe(true);
    expect((await coins(m.id, 100_000)).statusCode).toBe(202);
  });

  test('raising a threshold or shortening a window waits; lowering or lengthening applies at once', async () => {
    const before = (await controls()).limits;
    const raise = await call('PUT', '/admin/money-controls', t.admin, { coins: 50_000 });
    expect(raise.statusCode).toBe(202);
    expect(raise.json().data).toMatchObject({ status: 'pending', weakened: ['coins'] });
    expect((await controls()).limits).toEqual(before);
    const shorter = await call('PUT', '/admin/money-controls', t.admin, { memberWindowHours: 1 });
    expect(shorter.statusCode).toBe(202);
    const opRaise = await call('PUT', '/admin/money-controls', t.admin, { operatorCoins: 1_000_000 });
    expect(opRaise.statusCode).toBe(202);
    // a mixed change (one field tightens, one weakens) waits as a whole
    const mixed = await call('PUT', '/admin/money-controls', t.admin, { coins: 5_000, vipDays: 500 });
    expect(mixed.statusCode).toBe(202);
    expect(mixed.json().data.weakened).toEqual(['vipDays']);
    expect((await controls()).limits).toEqual(before);
    for (const r of [raise, shorter, opRaise, mixed])
      expect((await reject(r.json().data.approvalId)).statusCode).toBe(200);

    const lower = await call('PUT', '/admin/money-controls', t.admin, {
      coins: 9_000,
      memberWindowHours: 48,
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data).toMatchObject({ status: 'applied', approvalId: null });
    expect((await controls()).limits).toMatchObject({ coins: 9_000, memberWindowHours: 48 });
    // back to the defaults: raising needs the second admin
    const back = await call('PUT', '/admin/money-controls', t.admin, {
      coins: 10_000,
      memberWindowHours: 24,
    });
    expect(back.statusCode).toBe(202);
    expect((await controls()).limits.coins).toBe(9_000);
    const a = await approve(back.json().data.approvalId);
    expect(a.statusCode).toBe(200);
    expect((await controls()).limits).toEqual(before);
    const [audit] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM audit_log WHERE action = 'policy.set' AND payload->>'approvalId' = ${String(back.json().data.approvalId)}`,
    );
    expect(Number(audit?.n)).toBe(1);
  });

  test('bad changes are refused in the caller’s language and change nothing; only admins change limits', async () => {
    const before = (await controls()).limits;
    const same = await call('PUT', '/admin/money-controls', t.admin, { coins: before.coins });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('in effect already');
    const zh = await call('PUT', '/admin/money-controls', t.admin, {}, { 'accept-language': 'zh-CN' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toContain('已在生效');
    const bad = await call('PUT', '/admin/money-controls', t.admin, { memberWindowHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('memberWindowHours');
    const unknown = await call('PUT', '/admin/money-controls', t.admin, { enabled: false });
    expect(unknown.statusCode).toBe(400);
    expect((await call('PUT', '/admin/money-controls', t.user, { coins: 1 })).statusCode).toBe(403);
    expect((await controls()).limits).toEqual(before);
  });
});

describe('§2 limits over a rolling window, per member and per operator', () => {
  test('five re-issues of 10,000 to one member: the one that crosses is held, and pending ones count', async () => {
    const m = await member(1);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await coins(m.id, 10_000));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 202, 202, 202, 202]);
    expect(answers[1]?.json().data).toMatchObject({
      rule: 'member_24h',
      amount: 10_000,
      threshold: 10_000,
      windowTotal: 20_000,
      windowHours: 24,
    });
    // the held ones count: the fifth's total is the executed 10,000 and three pending
    expect(answers[4]?.json().data.windowTotal).toBe(50_000);
    expect(await balance(m.id)).toBe(m.balance + 10_000);
    const id = answers[1]?.json().data.approvalId;
    const detail = (await call('GET', `/admin/approvals/${id}`, t.admin2)).json().data;
    expect(detail).toMatchObject({ rule: 'member_24h', windowTotal: 20_000 });
    // a member's limit counts every operator's re-issues
    const other = await coins(m.id, 1, t.user);
    expect(other.statusCode).toBe(202);
    expect(other.json().data.windowTotal).toBe(50_001);
    // rejected requests stop counting; approved ones count as executed
    for (const a of answers.slice(2)) await reject(a.json().data.approvalId);
    await reject(other.json().data.approvalId);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await balance(m.id)).toBe(m.balance + 20_000);
    const next = await coins(m.id, 1);
    expect(next.statusCode).toBe(202);
    expect(next.json().data.windowTotal).toBe(20_001);
  });

  test('re-issues older than the window stop counting; coins and VIP days count separately', async () => {
    const m = await member(2);
    expect((await coins(m.id, 8_000)).statusCode).toBe(200);
    expect((await coins(m.id, 8_000)).statusCode).toBe(202);
    // VIP days have their own limit
    expect((await vip(m.id, 300)).statusCode).toBe(200);
    const days = await vip(m.id, 100);
    expect(days.statusCode).toBe(202);
    expect(days.json().data).toMatchObject({ rule: 'member_24h', windowTotal: 400, threshold: 365 });
    // 25 hours later the executed ones fall out of the window (the pending ones too)
    await t.database.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '25 hours' WHERE member_id = ${m.id} AND kind = 'patch' AND created_at > now() - interval '1 hour'`,
    );
    await t.database.db.execute(
      sql`UPDATE approvals SET created_at = created_at - interval '25 hours' WHERE member_id = ${m.id} AND status = 'pending'`,
    );
    expect((await coins(m.id, 8_000)).statusCode).toBe(200);
    expect((await vip(m.id, 300)).statusCode).toBe(200);
  });

  test('a per-operator total over the window: spreading across members is held once it crosses', async () => {
    // admin2 (Han Ning) spreads 9,000 coins across members; the limit sits 30,000 above what is
    // on record for them in the window (nothing, as every test starts a day later)
    const base = await operatorTotal('13800000003');
    await setLimits({ operatorCoins: base + 30_000 });
    try {
      const ms = await Promise.all([4, 5, 6, 7].map(member));
      const answers = [];
      for (const m of ms) answers.push(await coins(m.id, 9_000, t.admin2));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 202]);
      expect(answers[3]?.json().data).toMatchObject({
        rule: 'operator_daily',
        threshold: base + 30_000,
        windowTotal: base + 36_000,
      });
      const last = ms[3];
      if (!last) throw new Error('four members');
      // another operator has a total of their own
      expect((await coins((await member(8)).id, 9_000, t.user)).statusCode).toBe(200);
      // VIP days are a separate total
      expect((await vip((await member(9)).id, 10, t.admin2)).statusCode).toBe(200);
    } finally {
      await setLimits({ operatorCoins: 100_000 });
    }
  });

  test('an approved request executes although it is above the limits (the approval is the second pair of eyes)', async () => {
    const m = await member(3);
    const held = await coins(m.id, 60_000, t.user);
    expect(held.statusCode).toBe(202);
    expect((await approve(held.json().data.approvalId)).statusCode).toBe(200);
    expect(await balance(m.id)).toBe(m.balance + 60_000);
  });
});
