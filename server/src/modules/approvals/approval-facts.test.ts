import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { fourEyesApp } from '../../testing/suite.js';
import { expireDue } from './expire.js';

// What an approval answer carries (member 8-digit id, figures, requester, expiry) and how pending
// requests expire (APPROVAL_TTL_HOURS): tested by moving created_at back, never by waiting.
const t = fourEyesApp();
let n = 0;
const key = () => `approval-facts-${++n}`;

/** One request as `token` (en-US): the raw answer. */
const call = (...args: Parameters<typeof t.inject>) => t.inject(...args);

const reissue = (op: 'coin' | 'vip', body: object, k: string, token = t.user) =>
  call('POST', `/admin/member/patch-${op}`, token, body, { 'idempotency-key': k });

async function member(offset: number) {
  const [m] = await queryRows<{
    id: number;
    visible_id: string;
    nickname: string;
    coin_balance: string;
    vip_expires_at: Date | null;
  }>(
    t.database.db,
    sql`SELECT id, visible_id, nickname, coin_balance, vip_expires_at FROM members
      WHERE status = 'active' ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  if (!m) throw new Error('no active member');
  return { ...m, id: Number(m.id), balance: Number(m.coin_balance) };
}

async function count(query: ReturnType<typeof sql>) {
  const [r] = await queryRows<{ n: string }>(t.database.db, query);
  return Number(r?.n);
}

/** Makes request `id` look `hours` old. */
const age = (id: number, hours: number) =>
  t.database.db.execute(
    sql`UPDATE approvals SET created_at = now() - make_interval(hours => ${hours}::int) WHERE id = ${id}`,
  );

async function pendingCoins(offset: number, coins: number, reason: string) {
  const m = await member(offset);
  const res = await reissue('coin', { memberId: m.id, coins, reason }, key());
  expect(res.statusCode).toBe(202);
  return { m, id: res.json().data.approvalId as number };
}

describe('an approval answer shows what it approves', () => {
  test('a pending coin request: member 8-digit id and nickname, amount, balance now → after, requester, reason, expiry', async () => {
    const { m, id } = await pendingCoins(30, 15_000, 'compensation for the outage');
    const d = (await call('GET', `/admin/approvals/${id}`, t.admin)).json().data;
    expect(d.member).toEqual({ id: m.id, visibleId: m.visible_id, nickname: m.nickname });
    expect(d.member.visibleId).toMatch(/^\d{8}$/);
    expect(d).toMatchObject({
      status: 'pending',
      kind: 'patch_coins',
      amount: 15_000,
      reason: 'compensation for the outage',
      balanceBefore: m.balance,
      balanceAfter: m.balance + 15_000,
      vipExpiresBefore: null,
      vipExpiresAfter: null,
      requester: { name: expect.stringContaining('Zhou') },
    });
    expect(Date.parse(d.expiresAt) - Date.parse(d.createdAt)).toBe(72 * 3_600_000);
    // the list answers the same facts
    const row = (await call('GET', '/admin/approvals?status=pending', t.admin))
      .json()
      .data.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({ member: d.member, amount: 15_000, balanceAfter: m.balance + 15_000 });

    // while pending, the balance shown is the member's balance now
    await t.database.db.execute(sql`UPDATE members SET coin_balance = coin_balance + 5 WHERE id = ${m.id}`);
    const moved = (await call('GET', `/admin/approvals/${id}`, t.admin)).json().data;
    expect([moved.balanceBefore, moved.balanceAfter]).toEqual([m.balance + 5, m.balance + 5 + 15_000]);

    // the operation log names the member by its 8-digit id, never an internal id
    const log = (await call('GET', `/admin/approvals/${id}`, t.admin)).json().data.log;
    expect(log[0].updateContent).toContain(`member=${m.visible_id}`);
    expect(JSON.stringify(log)).not.toMatch(/memberId|requesterId/);

    // approved: the executed figures
    const ok = await call('POST', `/admin/approvals/${id}/approve`, t.admin2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'approved',
      balanceBefore: m.balance + 5,
      balanceAfter: m.balance + 5 + 15_000,
      member: { visibleId: m.visible_id },
    });
  });

  test('a pending VIP request: VIP until before → after', async () => {
    const m = await member(31);
    const res = await reissue('vip', { memberId: m.id, days: 400, reason: 'partner VIP' }, key());
    const d = (await call('GET', `/admin/approvals/${res.json().data.approvalId}`, t.admin)).json().data;
    const before = m.vip_expires_at ? new Date(m.vip_expires_at).toISOString() : null;
    expect(d).toMatchObject({ amount: 400, vipExpiresBefore: before, balanceBefore: null });
    const start = Math.max(before ? Date.parse(before) : 0, Date.parse(d.createdAt));
    expect(Date.parse(d.vipExpiresAfter) - start).toBeGreaterThanOrEqual(400 * 86_400_000);
    expect(Date.parse(d.vipExpiresAfter) - start).toBeLessThan(400 * 86_400_000 + 60_000);
  });

  test('the monitor shows the member’s 8-digit id beside the internal one', async () => {
    const { m } = await pendingCoins(32, 12_000, 'monitor check');
    const events = (await call('GET', '/admin/monitor/activity?kind=approval&limit=5', t.admin)).json().data;
    const mine = events.find((e: { memberId: number | null }) => e.memberId === m.id);
    expect(mine).toMatchObject({ memberVisibleId: m.visible_id });
  });
});

describe('a dry run says when confirming will need a second admin', () => {
  const dry = (op: 'coin' | 'vip', body: object) =>
    call('POST', `/admin/member/patch-${op}`, t.user, { ...body, dryRun: true });

  test('above the limit: the rule, the limit and the total; at or below it: null; nothing is stored', async () => {
    const m = await member(40);
    const before = await count(sql`SELECT count(*) AS n FROM approvals`);
    const big = await dry('coin', { memberId: m.id, coins: 15_000, reason: 'dry big' });
    expect(big.statusCode).toBe(200);
    expect(big.json().data).toMatchObject({
      dryRun: true,
      balanceAfter: m.balance + 15_000,
      approval: { rule: 'amount', threshold: 10_000, windowHours: 24 },
    });
    // the member's 24-hour total with this amount
    expect(big.json().data.approval.windowTotal).toBeGreaterThanOrEqual(15_000);
    const small = await dry('coin', { memberId: m.id, coins: 1, reason: 'dry small' });
    expect(small.json().data.approval).toBeNull();
    const vip = await dry('vip', { memberId: m.id, days: 400, reason: 'dry vip' });
    expect(vip.json().data.approval).toMatchObject({ rule: 'amount', threshold: 365 });
    expect(await count(sql`SELECT count(*) AS n FROM approvals`)).toBe(before);
  });

  test('the dry run asks the same gate: what it announces is what the re-issue then does', async () => {
    const m = await member(41);
    const body = { memberId: m.id, coins: 12_000, reason: 'announced hold' };
    const said = (await dry('coin', body)).json().data.approval;
    const res = await reissue('coin', body, key());
    expect(said).not.toBeNull();
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ rule: said.rule, threshold: said.threshold });
  });

  test('the rolling window: 6,000 then a dry run of 6,000 more says member_24h, as the re-issue then does', async () => {
    const m = await member(42);
    expect(
      (await reissue('coin', { memberId: m.id, coins: 6_000, reason: 'first part' }, key())).statusCode,
    ).toBe(200);
    const body = { memberId: m.id, coins: 6_000, reason: 'second part' };
    const said = (await dry('coin', body)).json().data.approval;
    expect(said).toMatchObject({ rule: 'member_24h', threshold: 10_000 });
    expect(said.windowTotal).toBeGreaterThanOrEqual(12_000);
    const res = await reissue('coin', body, key());
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ rule: 'member_24h', windowTotal: said.windowTotal });
  });
});

describe('pending requests expire after APPROVAL_TTL_HOURS (72)', () => {
  test('an expired request shows as expired, cannot be approved or rejected, and its requester is told once', async () => {
    const { m, id } = await pendingCoins(33, 20_000, 'old request');
    await age(id, 71);
    expect((await call('GET', `/admin/approvals/${id}`, t.admin)).json().data.status).toBe('pending');
    await age(id, 73);
    const list = (await call('GET', '/admin/approvals?status=expired', t.admin)).json().data;
    const row = list.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({ status: 'expired', decider: null });
    expect(row.decidedAt).not.toBeNull();

    const en = await call('POST', `/admin/approvals/${id}/approve`, t.admin2);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      `Approval request ${id} has expired (nobody decided it within 72 hours) and cannot be approved or rejected; the requester may send it again`,
    );
    const zh = await call('POST', `/admin/approvals/${id}/approve`, t.admin2, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toContain('已过期');
    const rej = await call('POST', `/admin/approvals/${id}/reject`, t.admin2, { reason: 'too late' });
    expect(rej.statusCode).toBe(409);
    expect(
      await count(sql`SELECT count(*) AS n FROM orders WHERE member_id = ${m.id} AND reason = 'old request'`),
    ).toBe(0);
    expect((await member(33)).balance).toBe(m.balance);

    // read again and swept again: one audit row, one notice
    await call('GET', `/admin/approvals/${id}`, t.admin);
    await expireDue(t.database.db, 72);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM audit_log WHERE action = 'approval.expire' AND target_id = ${String(id)}`,
      ),
    ).toBe(1);
    const notices = (await call('GET', '/message/list?type=notice', t.user))
      .json()
      .data.filter(
        (msg: { title: string }) => msg.title.includes(`#${id} `) && msg.title.includes('expired'),
      );
    expect(notices).toHaveLength(1);
  });

  test('approving a request past its expiry is refused even before any read or sweep marked it', async () => {
    const { id } = await pendingCoins(34, 20_000, 'race the sweep');
    await age(id, 80);
    const res = await call('POST', `/admin/approvals/${id}/approve`, t.admin2);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('expired');
    const [row] = await queryRows<{ status: string; decided_by: number | null }>(
      t.database.db,
      sql`SELECT status, decided_by FROM approvals WHERE id = ${id}`,
    );
    expect(row).toEqual({ status: 'expired', decided_by: null });
  });

  test('the sweep expires every due request in one go and leaves younger ones pending', async () => {
    const a = await pendingCoins(35, 20_000, 'sweep a');
    const b = await pendingCoins(36, 20_000, 'sweep b');
    const c = await pendingCoins(37, 20_000, 'sweep c');
    await age(a.id, 100);
    await age(b.id, 72);
    const expired = await expireDue(t.database.db, 72);
    expect(expired).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(expired).not.toContain(c.id);
    expect(await expireDue(t.database.db, 72)).toEqual([]);
  });

  test('the same Idempotency-Key after its request expired is refused with a clear message', async () => {
    const m = await member(38);
    const k = key();
    const body = { memberId: m.id, coins: 30_000, reason: 'retry after expiry' };
    const id = (await reissue('coin', body, k)).json().data.approvalId;
    await age(id, 90);
    await expireDue(t.database.db, 72);
    const again = await reissue('coin', body, k);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`approval request ${id}, which expired`);
  });
});

describe('APPROVAL_TTL_HOURS is read from the environment', () => {
  const short = fourEyesApp({ env: { APPROVAL_TTL_HOURS: 2 } });
  test('with 2 hours, a 3-hour-old request has expired', async () => {
    const [m] = await queryRows<{ id: number }>(
      short.database.db,
      sql`SELECT id FROM members WHERE status = 'active' ORDER BY id OFFSET 39 LIMIT 1`,
    );
    const res = await short.app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { authorization: `Bearer ${short.user}`, 'idempotency-key': 'ttl-env-1' },
      payload: { memberId: Number(m?.id), coins: 20_000, reason: 'short ttl' },
    });
    const id = res.json().data.approvalId;
    const get = async () =>
      (
        await short.app.inject({
          method: 'GET',
          url: `/api/admin/approvals/${id}`,
          headers: { authorization: `Bearer ${short.admin}` },
        })
      ).json().data;
    const fresh = await get();
    expect(Date.parse(fresh.expiresAt) - Date.parse(fresh.createdAt)).toBe(2 * 3_600_000);
    await short.database.db.execute(
      sql`UPDATE approvals SET created_at = now() - interval '3 hours' WHERE id = ${id}`,
    );
    expect((await get()).status).toBe('expired');
  });
});
