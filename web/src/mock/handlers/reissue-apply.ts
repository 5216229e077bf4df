import type {
  MemberSummary,
  ReissueCoinsBody,
  ReissueCoinsResult,
  ReissueVipBody,
  ReissueVipResult,
} from '@opsdeck/shared/schemas';
import { businessDay } from '../data/activity.ts';
import { recordAudit } from '../data/events.ts';
import { type MockMember, memberRef } from '../data/members.ts';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { MockHttpError } from '../http/reply.ts';

const DAY = 86_400_000;

export function summary(m: MockMember, now: number): MemberSummary {
  const vipActive = m.vipExpiresAt !== null && Date.parse(m.vipExpiresAt) > now;
  return {
    id: m.id,
    visibleId: m.visibleId,
    nickname: m.nickname,
    phone: m.phone,
    status: m.status,
    coinBalance: m.coinBalance,
    pointsBalance: m.pointsBalance,
    vipExpiresAt: m.vipExpiresAt,
    vipActive,
  };
}

/** The member a re-issue is for: 404 when unknown, 422 when banned (as the server refuses). */
export function target(world: World, memberId: number): MockMember {
  const m = world.members.find((x) => x.id === memberId);
  if (!m) throw new MockHttpError(404, 'money.errors.memberNotFound', { params: { id: memberId } });
  if (m.status === 'banned') {
    throw new MockHttpError(422, 'money.errors.memberBanned', { params: { visibleId: m.visibleId } });
  }
  return m;
}

/** Writes the `patch` order of a re-issue and returns its number. */
function reissueOrder(
  world: World,
  m: MockMember,
  op: MockOperator,
  reason: string,
  coins: number,
  days: number,
) {
  const id = world.orders.length + 1;
  const orderNo = `PAT${businessDay(world.now)}${String(id).padStart(6, '0')}`;
  const createdAt = new Date().toISOString();
  world.orders.push({
    id,
    orderNo,
    kind: 'patch',
    ...memberRef(m),
    status: 'paid',
    productCode: coins > 0 ? 'patch_coins' : 'patch_vip',
    amountCents: 0,
    currency: 'CNY',
    channel: 'admin',
    coins,
    vipDays: days,
    pointsSpent: 0,
    externalTxnId: null,
    reason,
    operatorId: op.id,
    operatorName: op.name,
    createdAt,
    paidAt: createdAt,
    refundedAt: null,
  });
  return { orderNo, createdAt };
}

/** Who asks for a re-issue: the operator, the Idempotency-Key, the approval that ran it (if any). */
export interface ReissueBy {
  operator: MockOperator;
  key: string | undefined;
  approvalId?: number;
}

/** Issues coins: the order, the ledger row, the balance and the audit row; remembered by its key. */
export function issueCoins(world: World, body: ReissueCoinsBody, by: ReissueBy): ReissueCoinsResult {
  const m = target(world, body.memberId);
  const before = m.coinBalance;
  m.coinBalance += body.coins;
  const { orderNo, createdAt } = reissueOrder(world, m, by.operator, body.reason, body.coins, 0);
  world.coinLedger.push({
    id: world.coinLedger.length + 1,
    ...memberRef(m),
    delta: body.coins,
    balanceAfter: m.coinBalance,
    reason: 'patch',
    refType: 'order',
    refId: world.orders.length,
    operatorId: by.operator.id,
    operatorName: by.operator.name,
    createdAt,
  });
  const result: ReissueCoinsResult = {
    memberId: m.id,
    reason: body.reason,
    dryRun: false,
    replayed: false,
    coins: body.coins,
    orderNo,
    createdAt,
    member: summary(m, world.now),
    balanceBefore: before,
    balanceAfter: m.coinBalance,
  };
  audit(world, by, 'member.reissueCoins', m, { coins: body.coins, orderNo });
  if (by.key) world.reissues.set(`coin:${by.key}`, result);
  return result;
}

/** Issues VIP days from the later of now and the current expiry; remembered by its key. */
export function issueVip(world: World, body: ReissueVipBody, by: ReissueBy): ReissueVipResult {
  const m = target(world, body.memberId);
  const { before, start, after } = vipChange(m, body.days);
  m.vipExpiresAt = after;
  m.vipActive = true;
  const { orderNo, createdAt } = reissueOrder(world, m, by.operator, body.reason, 0, body.days);
  world.vipGrants.push({
    id: world.vipGrants.length + 1,
    ...memberRef(m),
    days: body.days,
    startsAt: new Date(start).toISOString(),
    endsAt: after,
    source: 'patch',
    refId: world.orders.length,
    createdAt,
  });
  const result: ReissueVipResult = {
    memberId: m.id,
    reason: body.reason,
    dryRun: false,
    replayed: false,
    days: body.days,
    orderNo,
    createdAt,
    member: summary(m, world.now),
    vipExpiresBefore: before,
    vipExpiresAfter: after,
  };
  audit(world, by, 'member.reissueVip', m, { days: body.days, orderNo });
  if (by.key) world.reissues.set(`vip:${by.key}`, result);
  return result;
}

/** The expiry before and after adding `days`: from now, or from a later current expiry. */
export function vipChange(m: MockMember, days: number) {
  const now = Date.now();
  const before = m.vipExpiresAt;
  const start = before !== null && Date.parse(before) > now ? Date.parse(before) : now;
  return { before, start, after: new Date(start + days * DAY).toISOString() };
}

function audit(world: World, by: ReissueBy, action: string, m: MockMember, payload: Record<string, unknown>) {
  recordAudit(world, by.operator, {
    action,
    targetType: 'member',
    targetId: String(m.id),
    payload: { memberId: m.id, ...payload, ...(by.approvalId ? { approvalId: by.approvalId } : {}) },
  });
}
