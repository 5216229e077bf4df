import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { fourEyesApp } from '../../testing/suite.js';

const t = fourEyesApp();
let n = 0;

/** One request as `token` (en-US): the raw answer. */
const call = (...args: Parameters<typeof t.inject>) => t.inject(...args);

async function memberId(offset: number): Promise<number> {
  const [m] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE status = 'active' ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  return Number(m?.id);
}

const bigReissue = async (id: number, token = t.admin) =>
  call(
    'POST',
    '/admin/member/patch-coin',
    token,
    { memberId: id, coins: 25_000, reason: 'switch test' },
    {
      'idempotency-key': `automation-${++n}`,
    },
  );

describe('automation switches', () => {
  test('any role lists them; only admins change them; bad ids and bodies are 400', async () => {
    const list = await call('GET', '/admin/automation', t.user);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([
      'approvalThresholds',
      'checkinReward',
      'inviteReward',
      'approverTotp',
      'approvalTodos',
      'decisionNotices',
    ]);
    // on until turned off, except two-factor for every approver (off until turned on)
    const on = list
      .json()
      .data.filter((s: { enabled: boolean }) => s.enabled)
      .map((s: { id: string }) => s.id);
    expect(on).toEqual([
      'approvalThresholds',
      'checkinReward',
      'inviteReward',
      'approvalTodos',
      'decisionNotices',
    ]);
    expect(
      (await call('PUT', '/admin/automation/approvalTodos', t.user, { enabled: false })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/admin/automation/nope', t.admin, { enabled: false })).statusCode).toBe(400);
    const bad = await call('PUT', '/admin/automation/approvalTodos', t.admin, { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('enabled');
  });

  // The money controls changed this: turning four eyes off is itself approved by a second admin (202); it
  // used to apply at once (200). Turning it on still applies at once.
  test('thresholds off waits for a second admin; approved: a large re-issue executes at once; on again: it waits; each change is audited', async () => {
    const id = await memberId(20);
    const off = await call('PUT', '/admin/automation/approvalThresholds', t.admin, { enabled: false });
    expect(off.statusCode).toBe(202);
    const approvalId = off.json().data.approvalId;
    expect(off.json().data).toMatchObject({ status: 'pending', controls: { enabled: true } });
    expect((await bigReissue(id)).statusCode).toBe(202);
    expect((await call('POST', `/admin/approvals/${approvalId}/approve`, t.admin2)).statusCode).toBe(200);
    const list = await call('GET', '/admin/automation', t.user);
    expect(list.json().data.find((s: { id: string }) => s.id === 'approvalThresholds')).toMatchObject({
      enabled: false,
      updatedBy: expect.stringContaining('Lin'),
    });
    const direct = await bigReissue(id);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().data.orderNo).toMatch(/^PAT/);
    const on = await call('PUT', '/admin/automation/approvalThresholds', t.admin, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect((await bigReissue(id)).statusCode).toBe(202);
    const [audit] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM audit_log WHERE action = 'automation.set' AND target_id = 'automation_approval_thresholds'`,
    );
    expect(Number(audit?.n)).toBe(2);
  });

  test('todos off: admins get no todo for a new request; notices off: the requester gets no notice', async () => {
    const id = await memberId(21);
    const todos = async () => (await call('GET', '/message/list?type=todo', t.admin2)).json().data.length;
    const notices = async () => (await call('GET', '/message/list?type=notice', t.user)).json().data.length;
    await call('PUT', '/admin/automation/approvalTodos', t.admin, { enabled: false });
    await call('PUT', '/admin/automation/decisionNotices', t.admin, { enabled: false });
    const todosBefore = await todos();
    const noticesBefore = await notices();
    const held = await bigReissue(id, t.user);
    expect(held.statusCode).toBe(202);
    expect(await todos()).toBe(todosBefore);
    await call('POST', `/admin/approvals/${held.json().data.approvalId}/reject`, t.admin2, {
      reason: 'not now',
    });
    expect(await notices()).toBe(noticesBefore);
    await call('PUT', '/admin/automation/approvalTodos', t.admin, { enabled: true });
    await call('PUT', '/admin/automation/decisionNotices', t.admin, { enabled: true });
    const again = await bigReissue(id, t.user);
    expect(await todos()).toBe(todosBefore + 1);
    await call('POST', `/admin/approvals/${again.json().data.approvalId}/reject`, t.admin2, {
      reason: 'not now',
    });
    expect(await notices()).toBe(noticesBefore + 1);
  });
});
