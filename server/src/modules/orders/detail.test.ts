import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const get = (url: string, token: string | null = t.user, locale = 'en-US') =>
  t.request('GET', url, token, undefined, locale);

/** The first seeded order matching `where` (over `orders o`). */
async function seededOrder(where: string) {
  const [o] = await queryRows<{ id: number; order_no: string; member_id: number }>(
    t.database.db,
    sql.raw(`SELECT o.id, o.order_no, o.member_id FROM orders o WHERE ${where} ORDER BY o.id LIMIT 1`),
  );
  if (!o) throw new Error(`no seeded order where ${where}`);
  return o;
}

describe('GET /admin/orders/{ref}', () => {
  test('a paid top-up by its number: the order, its member and the coin ledger row it produced', async () => {
    const o = await seededOrder(`o.kind = 'pay' AND o.status = 'paid'`);
    const { status, body } = await get(`/admin/orders/${o.order_no.toLowerCase()}`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      id: o.id,
      orderNo: o.order_no,
      kind: 'pay',
      status: 'paid',
      memberId: o.member_id,
    });
    expect(d.memberVisibleId).toMatch(/^\d{8}$/);
    expect(d.coinLedger).toEqual([
      expect.objectContaining({ reason: 'topup', delta: d.coins, refType: 'order', refId: o.id }),
    ]);
    expect(d.pointLedger).toEqual([]);
    expect(d.vipGrants).toEqual([]);
    // the same order by its internal id
    expect((await get(`/admin/orders/${o.id}`)).body.data).toEqual(d);
  });

  test('an exchange shows the points it cost; a re-issue shows its grant or ledger row and its audit trail', async () => {
    const x = await seededOrder(`o.kind = 'exchange' AND o.status = 'paid'`);
    const ex = (await get(`/admin/orders/${x.order_no}`)).body.data;
    expect(ex.pointLedger).toEqual([expect.objectContaining({ reason: 'exchange', delta: -ex.pointsSpent })]);
    expect(ex.coinLedger.length + ex.vipGrants.length).toBe(1);

    const p = await seededOrder(`o.kind = 'patch'`);
    const patch = (await get(`/admin/orders/${p.order_no}`, t.admin)).body.data;
    expect(patch.coinLedger.length + patch.vipGrants.length).toBe(1);
    expect(patch.audit).toEqual([
      expect.objectContaining({
        action: expect.stringMatching(/^member\.reissue(Coins|Vip)$/),
        targetType: 'member',
        targetId: String(p.member_id),
        operatorName: expect.any(String),
        status: 'ok',
      }),
    ]);
  });

  test('both roles may read it; signed out is 401', async () => {
    const o = await seededOrder(`o.kind = 'vip'`);
    expect((await get(`/admin/orders/${o.order_no}`, t.admin)).status).toBe(200);
    expect((await get(`/admin/orders/${o.order_no}`, t.user)).status).toBe(200);
    expect((await get(`/admin/orders/${o.order_no}`, null)).status).toBe(401);
  });

  test('an unknown order is 404 naming it, in the caller language', async () => {
    const en = await get('/admin/orders/PAT19700101999999');
    expect(en.status).toBe(404);
    expect(en.body.message).toBe('Order PAT19700101999999 not found');
    const zh = await get('/admin/orders/2147483647', t.user, 'zh-CN');
    expect(zh.status).toBe(404);
    expect(zh.body.message).toBe('订单 2147483647 不存在');
  });

  test('a malformed reference is 400 naming the field, never a 500', async () => {
    for (const ref of [
      'abc',
      'PAT2026',
      'PAT2026112100012x',
      '0',
      '12345678901',
      '2147483648',
      '-1',
      '%20',
    ]) {
      const { status, body } = await get(`/admin/orders/${ref}`);
      expect(status, ref).toBe(400);
      expect(
        body.details.map((d: { field: string }) => d.field),
        ref,
      ).toEqual(['ref']);
    }
    const zh = await get('/admin/orders/abc', t.user, 'zh-CN');
    expect(zh.body.details[0].message).toContain('订单号');
  });
});
