import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

function patchCoins(memberId: number, coins: number, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/member/patch-coin',
    headers: {
      authorization: `Bearer ${t.admin}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    payload: JSON.stringify({ memberId, coins, reason: 'reissue-keys test' }),
  });
}

describe('POST /admin/member/reissue-keys (a batch run again learns which rows are done)', () => {
  test('keys with an order are issued, keys held for approval pending, the others unknown', async () => {
    const members = await rawRows<{ id: number }>(
      t.database.db,
      `SELECT id FROM members m WHERE status = 'active' AND NOT EXISTS
        (SELECT 1 FROM approvals a WHERE a.member_id = m.id AND a.status = 'pending') ORDER BY id LIMIT 2`,
    );
    const [small, large] = members;
    if (!small || !large) throw new Error('no members');
    const issuedKey = `keys-test-${randomUUID()}`;
    const heldKey = `keys-test-${randomUUID()}`;
    const unusedKey = `keys-test-${randomUUID()}`;
    const issued = await patchCoins(small.id, 5, issuedKey);
    expect(issued.statusCode).toBe(200);
    // above the approval threshold: held for a second admin, nothing issued
    const held = await patchCoins(large.id, 20_000, heldKey);
    expect(held.statusCode).toBe(202);

    const res = await t.request('POST', '/admin/member/reissue-keys', t.user, {
      keys: [issuedKey, heldKey, unusedKey, issuedKey],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      issued: [{ key: issuedKey, orderNo: issued.json().data.orderNo, memberId: small.id }],
      pending: [{ key: heldKey, approvalId: held.json().data.approvalId }],
    });
  });

  test('a key that is not one (blank, too long) is refused naming the field; none at all too', async () => {
    const bad = await t.request('POST', '/admin/member/reissue-keys', t.admin, { keys: ['has space'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('keys');
    const none = await t.request('POST', '/admin/member/reissue-keys', t.admin, { keys: [] });
    expect(none.status).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member/reissue-keys',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ keys: ['x'] }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
