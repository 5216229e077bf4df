import { IDEMPOTENCY_HEADER, reissuePendingSchema } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import type { MockMember } from '../data/members.ts';
import { callMock } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

// The mock's re-issue gate sums the rolling windows as the server does (the shared moneyHoldOf):
// the member's 24 hours and the operator's daily total, executed and pending re-issues counted.

const mock = mockApiForTests();
const HOUR = 3_600_000;
const SECOND_ADMIN = { phone: '13800000003' };

let keys = 0;
/** A coin or VIP re-issue through the mock API (a fresh Idempotency-Key unless dry). */
function reissue(
  member: MockMember,
  what: { coins: number } | { days: number },
  opts: { dryRun?: boolean; who?: 'admin' | { phone: string } } = {},
) {
  const path = 'coins' in what ? '/admin/member/patch-coin' : '/admin/member/patch-vip';
  const body = JSON.stringify({ memberId: member.id, ...what, reason: 'window test', dryRun: opts.dryRun });
  keys += 1;
  const headers: Record<string, string> = opts.dryRun ? {} : { [IDEMPOTENCY_HEADER]: `window-${keys}` };
  return callMock(mock.world(), path, { method: 'POST', body, headers }, opts.who ?? 'admin');
}

/** Active members nobody re-issued to (the seed's requests and orders are days older than now). */
const members = () => mock.world().members.filter((m) => m.status === 'active');

describe('rolling windows of the mock re-issue gate', () => {
  test('member 24 h: re-issues below the threshold add up, pending ones count; the dry run says so', async () => {
    const [m] = members();
    const first = await reissue(m!, { coins: 6_000 });
    expect(first.status).toBe(200);
    const second = await reissue(m!, { coins: 6_000 });
    expect(second.status).toBe(202);
    expect(reissuePendingSchema.parse(second.body.data)).toMatchObject({
      rule: 'member_24h',
      threshold: 10_000,
      windowTotal: 12_000,
      windowHours: 24,
    });
    // the held 6,000 counts as well: 100 more waits, with the three summed
    const dry = await reissue(m!, { coins: 100 }, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.approval).toEqual({
      rule: 'member_24h',
      threshold: 10_000,
      windowTotal: 12_100,
      windowHours: 24,
    });
    const third = await reissue(m!, { coins: 100 });
    expect(third.body.data).toMatchObject({ status: 'pending', rule: 'member_24h', windowTotal: 12_100 });
    // VIP days are summed apart from coins
    expect((await reissue(m!, { days: 30 })).status).toBe(200);
    const stored = mock.world().approvals.find((a) => a.id === second.body.data.approvalId);
    expect(stored).toMatchObject({ rule: 'member_24h', windowTotal: 12_000 });
  });

  test('the window rolls: a re-issue older than the member window no longer counts', async () => {
    const [, m] = members();
    expect((await reissue(m!, { coins: 9_000 })).status).toBe(200);
    expect((await reissue(m!, { coins: 2_000 }, { dryRun: true })).body.data.approval).toMatchObject({
      rule: 'member_24h',
    });
    // that order is now 25 hours old
    const order = mock.world().orders.at(-1)!;
    order.createdAt = new Date(Date.parse(order.createdAt) - 25 * HOUR).toISOString();
    expect((await reissue(m!, { coins: 2_000 }, { dryRun: true })).body.data.approval).toBeNull();
    expect((await reissue(m!, { coins: 2_000 })).status).toBe(200);
    // a shorter window (a stored setting) leaves even recent re-issues out sooner
    mock.world().settings.thresholds.memberWindowHours = 1;
    const recent = mock.world().orders.at(-1)!;
    recent.createdAt = new Date(Date.parse(recent.createdAt) - 2 * HOUR).toISOString();
    expect((await reissue(m!, { coins: 9_500 })).status).toBe(200);
  });

  test("operator daily: one operator's re-issues to many members add up; another operator has a total of its own", async () => {
    mock.world().settings.thresholds.operatorCoins = 20_000;
    const [a, b, c, d] = members().slice(2);
    expect((await reissue(a!, { coins: 9_000 })).status).toBe(200);
    expect((await reissue(b!, { coins: 9_000 })).status).toBe(200);
    const held = await reissue(c!, { coins: 9_000 });
    expect(held.status).toBe(202);
    expect(reissuePendingSchema.parse(held.body.data)).toMatchObject({
      rule: 'operator_daily',
      threshold: 20_000,
      windowTotal: 27_000,
      windowHours: 24,
    });
    // the held request counts for its requester too: the dry run of 1 coin more says so
    expect((await reissue(d!, { coins: 1 }, { dryRun: true })).body.data.approval).toMatchObject({
      rule: 'operator_daily',
      windowTotal: 27_001,
    });
    // the second admin's own total is empty: the same amount runs
    expect((await reissue(d!, { coins: 9_000 }, { who: SECOND_ADMIN })).status).toBe(200);
  });
});
