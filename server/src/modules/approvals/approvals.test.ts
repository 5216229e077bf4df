import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { activeMember as activeMemberAt, coinBalance } from '../../testing/members.js';
import { fourEyesApp } from '../../testing/suite.js';
import { writeSetting } from '../settings/store.js';
import { readGateSettings } from './thresholds.js';

const t = fourEyesApp();
let n = 0;

const key = () => `approvals-test-${++n}`;

/** One request as `token` (en-US): the raw answer. */
const call = (...args: Parameters<typeof t.inject>) => t.inject(...args);

const reissue = (op: 'coin' | 'vip', body: object, k: string, token = t.admin) =>
  call('POST', `/admin/member/patch-${op}`, token, body, { 'idempotency-key': k });

const activeMember = (offset = 0) => activeMemberAt(t.database.db, offset);

const balance = (id: number) => coinBalance(t.database.db, id);

async function countRows(where: ReturnType<typeof sql>) {
  const [r] = await queryRows<{ n: string }>(t.database.db, where);
  return Number(r?.n);
}

describe('re-issues above the threshold wait for a second admin', () => {
  test('coins > 10,000: 202 pending, nothing changes; same key replays; another body is 409', async () => {
    const m = await activeMember(10);
    const k = key();
    const body = { memberId: m.id, coins: 10_001, reason: 'large compensation' };
    const first = await reissue('coin', body, k);
    expect(first.statusCode).toBe(202);
    const data = first.json().data;
    expect(data).toMatchObject({
      status: 'pending',
      kind: 'patch_coins',
      amount: 10_001,
      threshold: 10_000,
      replayed: false,
    });
    expect(typeof data.approvalId).toBe('number');
    expect(await balance(m.id)).toBe(m.balance);
    expect(await countRows(sql`SELECT count(*) AS n FROM orders WHERE idempotency_key = ${k}`)).toBe(0);

    const again = await reissue('coin', body, k);
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({
      status: 'pending',
      approvalId: data.approvalId,
      replayed: true,
    });
    const other = await reissue('coin', { ...body, coins: 20_000 }, k);
    expect(other.statusCode).toBe(409);
    expect(await countRows(sql`SELECT count(*) AS n FROM approvals WHERE idempotency_key = ${k}`)).toBe(1);
  });

  test('at the threshold (10,000 coins, 365 days) the re-issue executes at once; a dry run is never held', async () => {
    const m = await activeMember(11);
    expect(
      (await reissue('coin', { memberId: m.id, coins: 10_000, reason: 'at threshold' }, key())).statusCode,
    ).toBe(200);
    expect(
      (await reissue('vip', { memberId: m.id, days: 365, reason: 'at threshold' }, key())).statusCode,
    ).toBe(200);
    const dry = await call('POST', '/admin/member/patch-coin', t.admin, {
      memberId: m.id,
      coins: 50_000,
      reason: 'preview',
      dryRun: true,
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.dryRun).toBe(true);
  });

  test('the requester cannot approve; a non-admin cannot approve; another admin approves once', async () => {
    const m = await activeMember(12);
    const k = key();
    const res = await reissue(
      'vip',
      { memberId: m.id, days: 400, reason: 'long VIP for a partner' },
      k,
      t.admin,
    );
    expect(res.statusCode).toBe(202);
    const id = res.json().data.approvalId;
    const own = await call('POST', `/admin/approvals/${id}/approve`, t.admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('your own');
    expect((await call('POST', `/admin/approvals/${id}/approve`, t.user)).statusCode).toBe(403);
    const ok = await call('POST', `/admin/approvals/${id}/approve`, t.admin2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'approved',
      decider: { name: expect.stringContaining('Han Ning') },
    });
    expect(ok.json().data.result.orderNo).toMatch(/^/);
    expect(
      await countRows(
        sql`SELECT count(*) AS n FROM vip_grants g JOIN orders o ON o.id = g.ref_id WHERE o.idempotency_key = ${k}`,
      ),
    ).toBe(1);
    // the same key now replays the executed re-issue
    const replay = await reissue(
      'vip',
      { memberId: m.id, days: 400, reason: 'long VIP for a partner' },
      k,
      t.admin,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.replayed).toBe(true);
    // the requester's order is the re-issue's operator
    const [o] = await queryRows<{ operator_id: number }>(
      t.database.db,
      sql`SELECT operator_id FROM orders WHERE idempotency_key = ${k}`,
    );
    const [me] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM operators WHERE phone = '13800000001'`,
    );
    expect(o?.operator_id).toBe(me?.id);
  });

  test('two admins approving at once execute once', async () => {
    const m = await activeMember(13);
    const k = key();
    const res = await reissue('coin', { memberId: m.id, coins: 12_345, reason: 'race test' }, k, t.user);
    expect(res.statusCode).toBe(202);
    const id = res.json().data.approvalId;
    const answers = await Promise.all([
      call('POST', `/admin/approvals/${id}/approve`, t.admin),
      call('POST', `/admin/approvals/${id}/approve`, t.admin2),
      call('POST', `/admin/approvals/${id}/approve`, t.admin2),
      call('POST', `/admin/approvals/${id}/approve`, t.admin),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(await balance(m.id)).toBe(m.balance + 12_345);
    expect(
      await countRows(
        sql`SELECT count(*) AS n FROM coin_ledger l JOIN orders o ON o.id = l.ref_id AND l.ref_type = 'order' WHERE o.idempotency_key = ${k}`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        sql`SELECT count(*) AS n FROM audit_log WHERE action = 'approval.approve' AND target_id = ${String(id)}`,
      ),
    ).toBe(1);
  });

  test('reject: the reason is validated, nothing executes, the requester gets a notice', async () => {
    const m = await activeMember(14);
    const k = key();
    const res = await reissue('coin', { memberId: m.id, coins: 99_999, reason: 'typo amount' }, k, t.user);
    const id = res.json().data.approvalId;
    const bad = await call('POST', `/admin/approvals/${id}/reject`, t.admin, { reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('reason');
    expect(
      (await call('POST', `/admin/approvals/${id}/reject`, t.user, { reason: 'no way' })).statusCode,
    ).toBe(403);
    const rej = await call('POST', `/admin/approvals/${id}/reject`, t.admin, {
      reason: 'amount looks wrong',
    });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().data).toMatchObject({ status: 'rejected', rejectReason: 'amount looks wrong' });
    expect((await call('POST', `/admin/approvals/${id}/approve`, t.admin2)).statusCode).toBe(409);
    expect(await balance(m.id)).toBe(m.balance);
    expect(await countRows(sql`SELECT count(*) AS n FROM orders WHERE idempotency_key = ${k}`)).toBe(0);
    const inbox = await call('GET', '/message/list?type=notice', t.user);
    expect(inbox.json().data.some((msg: { title: string }) => msg.title.includes(`#${id}`))).toBe(true);
    const replay = await reissue('coin', { memberId: m.id, coins: 99_999, reason: 'typo amount' }, k, t.user);
    expect(replay.statusCode).toBe(202);
    expect(replay.json().data).toMatchObject({ status: 'rejected', approvalId: id });
  });

  test('admins other than the requester get a todo; the requester does not', async () => {
    const m = await activeMember(15);
    const res = await reissue(
      'coin',
      { memberId: m.id, coins: 20_000, reason: 'todo check' },
      key(),
      t.admin,
    );
    const id = res.json().data.approvalId;
    const has = async (token: string) =>
      (await call('GET', '/message/list?type=todo', token))
        .json()
        .data.some((msg: { title: string }) => msg.title.includes(`#${id}`));
    expect(await has(t.admin2)).toBe(true);
    expect(await has(t.admin)).toBe(false);
    expect(await has(t.user)).toBe(false);
  });

  test('list and detail: filter by status, users see only their own, detail has the operation log', async () => {
    const m = await activeMember(16);
    const k = key();
    const res = await reissue('coin', { memberId: m.id, coins: 15_000, reason: 'log check' }, k, t.user);
    const id = res.json().data.approvalId;
    const pending = await call('GET', '/admin/approvals?status=pending', t.admin);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(pending.json().data.some((a: { id: number }) => a.id === id)).toBe(true);
    expect((await call('GET', '/admin/approvals?status=maybe', t.admin)).statusCode).toBe(400);
    const mine = await call('GET', '/admin/approvals', t.user);
    expect(
      mine.json().data.every((a: { requester: { name: string } }) => a.requester.name.includes('Zhou')),
    ).toBe(true);
    const adminOwn = (await call('GET', '/admin/approvals', t.admin2))
      .json()
      .data.find((a: { requester: { name: string } }) => a.requester.name.includes('Lin'));
    expect(adminOwn).toBeDefined();
    expect((await call('GET', `/admin/approvals/${adminOwn.id}`, t.user)).statusCode).toBe(404);
    await call('POST', `/admin/approvals/${id}/approve`, t.admin2);
    const detail = await call('GET', `/admin/approvals/${id}`, t.user);
    expect(detail.statusCode).toBe(200);
    const d = detail.json().data;
    expect(d.before).toEqual({ coinBalance: m.balance });
    expect(d.payload).toMatchObject({ coins: 15_000, reason: 'log check' });
    expect(d.log.map((r: { action: string }) => r.action)).toEqual([
      'approval.request',
      'member.reissueCoins',
      'approval.approve',
    ]);
    expect(d.log[1].contentNumber).toBe(d.result.orderNo);
    expect((await call('GET', '/admin/approvals/999999', t.admin)).statusCode).toBe(404);
    expect((await call('POST', '/admin/approvals/999999/approve', t.admin)).statusCode).toBe(404);
    expect((await call('POST', '/admin/approvals/abc/approve', t.admin)).statusCode).toBe(400);
  });

  test('the thresholds are stored settings', async () => {
    const m = await activeMember(17);
    await writeSetting(t.database.db, 'approval_thresholds', { coins: 50, vipDays: 7 }, null);
    try {
      const res = await reissue('coin', { memberId: m.id, coins: 51, reason: 'low threshold' }, key());
      expect(res.statusCode).toBe(202);
      expect(res.json().data.threshold).toBe(50);
      expect(
        (await reissue('vip', { memberId: m.id, days: 8, reason: 'low threshold' }, key())).statusCode,
      ).toBe(202);
    } finally {
      await writeSetting(t.database.db, 'approval_thresholds', { coins: 10_000, vipDays: 365 }, null);
    }
  });

  test('one statement reads the limits, the switch and whether a request holds the key', async () => {
    const m = await activeMember(18);
    const k = key();
    const before = await readGateSettings(t.database.db, k);
    expect(before).toMatchObject({ enabled: true, keyTaken: false, limits: { coins: 10_000, vipDays: 365 } });
    const held = await reissue('coin', { memberId: m.id, coins: 10_001, reason: 'held once' }, k);
    expect(held.statusCode).toBe(202);
    expect((await readGateSettings(t.database.db, k)).keyTaken).toBe(true);
    expect((await readGateSettings(t.database.db)).keyTaken).toBe(false);
    await writeSetting(t.database.db, 'automation_approval_thresholds', false, null);
    try {
      expect((await readGateSettings(t.database.db, k)).enabled).toBe(false);
    } finally {
      await writeSetting(t.database.db, 'automation_approval_thresholds', true, null);
    }
  });
});

test('the seed holds a pending request by the user that either admin may approve', async () => {
  const list = (await call('GET', '/admin/approvals?status=pending', t.admin2)).json().data as Array<{
    id: number;
    requester: { name: string };
    payload: { coins?: number };
  }>;
  const seeded = list.find((a) => a.requester.name.includes('Zhou') && a.payload.coins === 20_000);
  expect(seeded).toBeDefined();
  const [settings] = await queryRows<{ value: unknown }>(
    t.database.db,
    sql`SELECT value FROM settings WHERE key = 'approval_thresholds'`,
  );
  // The rolling limits added the windows' limits to the stored setting beside these two.
  expect(settings?.value).toMatchObject({ coins: 10_000, vipDays: 365 });
});
