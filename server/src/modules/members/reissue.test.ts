import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { signedInApp } from '../../testing/suite.js';
import { moneyRowCounts } from '../ledger/counts.js';
import { invariantViolationsSql } from '../ledger/service.js';

const t = signedInApp();

/** A member of the seed with this status (and VIP state, when given). */
async function memberWhere(where: string): Promise<{ id: number; coin_balance: number; visible_id: string }> {
  const [m] = await queryRows<{ id: number; coin_balance: string; visible_id: string }>(
    t.database.db,
    sql.raw(`SELECT id, coin_balance, visible_id FROM members WHERE ${where} ORDER BY id LIMIT 1`),
  );
  if (!m) throw new Error(`no seeded member where ${where}`);
  return { ...m, coin_balance: Number(m.coin_balance) };
}

function patch(
  path: 'patch-coin' | 'patch-vip',
  body: unknown,
  opts: { key?: string; token?: string; raw?: string; locale?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/member/${path}`,
    headers: {
      authorization: `Bearer ${opts.token ?? t.admin}`,
      'content-type': 'application/json',
      'accept-language': opts.locale ?? 'en-US',
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: opts.raw ?? JSON.stringify(body),
  });
}

async function ledgerOf(memberId: number) {
  const [row] = await queryRows<{ sum: string; last: string | null; n: string }>(
    t.database.db,
    sql`SELECT coalesce(sum(delta), 0) AS sum, count(*) AS n,
      (SELECT balance_after FROM coin_ledger WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 1) AS last
      FROM coin_ledger WHERE member_id = ${memberId}`,
  );
  const [m] = await queryRows<{ coin_balance: string }>(
    t.database.db,
    sql`SELECT coin_balance FROM members WHERE id = ${memberId}`,
  );
  return {
    sum: Number(row?.sum),
    last: Number(row?.last),
    rows: Number(row?.n),
    balance: Number(m?.coin_balance),
  };
}

describe('re-issue coins: the money rules', () => {
  test('200 concurrent re-issues on one member: balance = sum of ledger = start + issued', async () => {
    const m = await memberWhere(
      `status = 'active' AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = members.id AND a.status = 'pending')`,
    );
    const before = await ledgerOf(m.id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        patch(
          'patch-coin',
          { memberId: m.id, coins: (i % 7) + 1, reason: `load test ${i}` },
          { key: `conc-${m.id}-${i}` },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    const issued = Array.from({ length: 200 }, (_, i) => (i % 7) + 1).reduce((a, b) => a + b, 0);
    const after = await ledgerOf(m.id);
    expect(after.balance).toBe(before.balance + issued);
    expect(after.sum).toBe(after.balance);
    expect(after.last).toBe(after.balance);
    expect(after.rows).toBe(before.rows + 200);
    const orderNos = answers.map((a) => a.json().data.orderNo as string);
    expect(new Set(orderNos).size).toBe(200);
    for (const no of orderNos) expect(no).toMatch(/^PAT\d{14}$/);
    // every answer's balances chain: each before is some other answer's after (or the start)
    const afters = new Set(answers.map((a) => a.json().data.balanceAfter as number));
    for (const a of answers) {
      const d = a.json().data;
      expect(d.balanceAfter - d.balanceBefore).toBe(d.coins);
      expect(d.balanceBefore === before.balance || afters.has(d.balanceBefore)).toBe(true);
    }
    expect(await queryRows(t.database.db, invariantViolationsSql)).toEqual([]);
  });

  test('one Idempotency-Key sent 50 times at once issues once', async () => {
    const m = await memberWhere(`status = 'active' AND id > 5`);
    const counts = await moneyRowCounts(t.database.db);
    const start = await ledgerOf(m.id);
    const body = { memberId: m.id, coins: 88, reason: 'double submit' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => patch('patch-coin', body, { key: 'same-key-50' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const data = answers.map((a) => a.json().data);
    expect(new Set(data.map((d) => d.orderNo)).size).toBe(1);
    expect(new Set(data.map((d) => d.balanceAfter))).toEqual(new Set([start.balance + 88]));
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    const after = await moneyRowCounts(t.database.db);
    expect(after).toEqual({
      ...counts,
      orders: counts.orders + 1,
      coinLedger: counts.coinLedger + 1,
      auditLog: counts.auditLog + 1,
    });
    expect((await ledgerOf(m.id)).balance).toBe(start.balance + 88);
    // later retries, dry run included, answer the first result
    const again = await patch('patch-coin', { ...body, reason: '  double submit ' }, { key: 'same-key-50' });
    expect(again.json().data).toMatchObject({
      orderNo: data[0].orderNo,
      replayed: true,
      balanceAfter: start.balance + 88,
    });
    const dry = await patch('patch-coin', { ...body, dryRun: true }, { key: 'same-key-50' });
    expect(dry.json().data).toMatchObject({ orderNo: data[0].orderNo, replayed: true, dryRun: true });
  });

  test('the same key with another body is 409 and changes nothing', async () => {
    const m = await memberWhere(`status = 'active' AND id > 10`);
    const first = await patch(
      'patch-coin',
      { memberId: m.id, coins: 5, reason: 'first' },
      { key: 'conflict-key' },
    );
    expect(first.statusCode).toBe(200);
    const counts = await moneyRowCounts(t.database.db);
    for (const body of [
      { memberId: m.id, coins: 6, reason: 'first' },
      { memberId: m.id, coins: 5, reason: 'second' },
      { memberId: m.id + 1, coins: 5, reason: 'first' },
    ]) {
      const res = await patch('patch-coin', body, { key: 'conflict-key' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, message: expect.stringContaining('conflict-key') });
    }
    const vip = await patch(
      'patch-vip',
      { memberId: m.id, days: 5, reason: 'first' },
      { key: 'conflict-key' },
    );
    expect(vip.statusCode).toBe(409);
    expect(await moneyRowCounts(t.database.db)).toEqual(counts);
  });

  test('a user-role operator may re-issue, and each re-issue is audited with its operator', async () => {
    const m = await memberWhere(`status = 'active' AND id > 20`);
    const res = await patch(
      'patch-coin',
      { memberId: m.id, coins: 3, reason: 'by user' },
      { key: 'user-key', token: t.user },
    );
    expect(res.statusCode).toBe(200);
    const vip = await patch(
      'patch-vip',
      { memberId: m.id, days: 2, reason: 'by user' },
      { key: 'user-vip', token: t.user },
    );
    expect(vip.statusCode).toBe(200);
    const rows = await queryRows<{
      action: string;
      role: string;
      target_id: string;
      order_no: string;
      status: string;
    }>(
      t.database.db,
      sql`SELECT a.action, o.role, a.target_id, a.payload->>'orderNo' AS order_no, a.status FROM audit_log a
        JOIN operators o ON o.id = a.operator_id WHERE a.payload->>'idempotencyKey' IN ('user-key', 'user-vip') ORDER BY a.id`,
    );
    expect(rows).toEqual([
      {
        action: 'member.reissueCoins',
        role: 'user',
        target_id: String(m.id),
        order_no: res.json().data.orderNo,
        status: 'ok',
      },
      {
        action: 'member.reissueVip',
        role: 'user',
        target_id: String(m.id),
        order_no: vip.json().data.orderNo,
        status: 'ok',
      },
    ]);
    // every patch order has exactly one audit row naming its operator
    const [missing] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM orders o WHERE o.kind = 'patch' AND (SELECT count(*) FROM audit_log a
        WHERE a.payload->>'orderNo' = o.order_no AND a.operator_id = o.operator_id) <> 1`,
    );
    expect(Number(missing?.n)).toBe(0);
  });
});
