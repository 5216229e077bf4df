import { UsageError } from '@opsdeck/shared/errors';
import type { OrderDetail } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import { ok, type StubCall, stubAdapter } from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { parseOrderRef, showOrder } from './show.js';

const member = { memberId: 7, memberVisibleId: '10104729', memberNickname: 'Slow Dolphin' };

const order: OrderDetail = {
  id: 41,
  orderNo: 'PAT20261121000123',
  kind: 'patch',
  ...member,
  status: 'paid',
  productCode: 'patch_coins',
  amountCents: 0,
  currency: 'CNY',
  channel: 'admin',
  coins: 50,
  vipDays: 0,
  pointsSpent: 0,
  externalTxnId: null,
  reason: 'lost purchase',
  operatorId: 1,
  operatorName: 'Admin',
  createdAt: '2026-11-21T16:30:00.000Z',
  paidAt: '2026-11-21T16:30:00.000Z',
  refundedAt: null,
  coinLedger: [
    {
      id: 9,
      ...member,
      delta: 50,
      balanceAfter: 72,
      refType: 'order',
      refId: 41,
      operatorId: 1,
      operatorName: 'Admin',
      createdAt: '2026-11-21T16:30:00.000Z',
      reason: 'patch',
    },
  ],
  pointLedger: [],
  vipGrants: [],
  audit: [
    {
      id: 3,
      action: 'member.reissueCoins',
      operatorId: 1,
      operatorName: 'Admin',
      status: 'ok',
      targetType: 'member',
      targetId: '7',
      createdAt: '2026-11-21T16:30:00.000Z',
    },
  ],
};

function setup(io = createFakeIO(), answer: OrderDetail = order) {
  const calls: StubCall[] = [];
  const adapter = stubAdapter({ [`GET /admin/orders/${order.orderNo}`]: () => ok(answer) }, calls);
  const f = createTestFactory({ io, adapter, token: 't' });
  return { io, calls, ctx: f.context() };
}

describe('orders show', () => {
  test('the ORDER argument: an order number in any case or an internal ID, else a usage error naming it', () => {
    expect(parseOrderRef('en-US', ' pat20261121000123 ', 'ORDER')).toBe('PAT20261121000123');
    expect(parseOrderRef('en-US', '41', 'ORDER')).toBe('41');
    expect(() => parseOrderRef('en-US', 'PAT2026', 'ORDER')).toThrow(UsageError);
    expect(() => parseOrderRef('en-US', 'PAT2026', 'ORDER')).toThrow(/ORDER/);
  });

  test('--json prints the whole answer', async () => {
    const { io, ctx, calls } = setup();
    await showOrder(ctx, { json: true, order: order.orderNo });
    expect(calls[0]?.url).toBe(`/admin/orders/${order.orderNo}`);
    expect(JSON.parse(io.out())).toEqual(order);
  });

  test('piped: stable key/value lines with raw values, then each list under its field name', async () => {
    const { io, ctx } = setup();
    await showOrder(ctx, { json: false, order: order.orderNo });
    const out = io.out();
    expect(out).toContain('orderNo        PAT20261121000123\n');
    expect(out).toContain('createdAt      2026-11-21T16:30:00.000Z\n');
    expect(out).toContain('\ncoinLedger\n2026-11-21T16:30:00.000Z\t50\t72\tpatch\tAdmin\n');
    expect(out).toContain('\naudit\n2026-11-21T16:30:00.000Z\tmember.reissueCoins\tAdmin\tok\n');
  });

  test('on a terminal: labels, business times with their zone, the ledger row and the audit sentence', async () => {
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }));
    await showOrder(ctx, { json: false, order: order.orderNo });
    const out = io.out();
    expect(out).toMatch(/^Status\s+Paid$/m);
    expect(out).toMatch(/^Member\s+Slow Dolphin \(10104729\)$/m);
    expect(out).toMatch(/^Created\s+2026-11-22 00:30 UTC\+8$/m);
    expect(out).toMatch(/^TIME \(UTC\+8\)\s+CHANGE\s+BALANCE\s+REASON\s+BY$/m);
    expect(out).toMatch(/^2026-11-22 00:30\s+\+50\s+72\s+Re-issue\s+Admin$/m);
    expect(out).toMatch(/^2026-11-22 00:30\s+Re-issued coins to a member\s+Admin\s+Done$/m);
  });

  test('on a terminal: figures grouped as the ledger shows them, an empty field reads —', async () => {
    const big = { ...order, coins: 1980, reason: null, operatorName: null, refundedAt: null };
    const { io, ctx } = setup(createFakeIO({ stdoutTTY: true, noColor: true }), big);
    await showOrder(ctx, { json: false, order: order.orderNo });
    const out = io.out();
    expect(out).toMatch(/^Coins\s+1,980$/m);
    expect(out).toMatch(/^Reason\s+—$/m);
    expect(out).toMatch(/^Operator\s+—$/m);
    expect(out).toMatch(/^Refunded\s+—$/m);
  });
});
