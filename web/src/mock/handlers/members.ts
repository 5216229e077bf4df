import { CODES } from '@opsdeck/shared/errors';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  type MemberDetail,
  type MemberSummary,
  memberRefParamsSchema,
  type ReissueCoinsResult,
  type ReissueVipResult,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from '@opsdeck/shared/schemas';
import { businessDay } from '../data/activity.ts';
import { type MockMember, memberRef } from '../data/members.ts';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import type { Router } from './router.ts';

const DAY = 86_400_000;

function summary(m: MockMember, now: number): MemberSummary {
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

/** The lookup rule of GET /admin/members/{id}: 8 digits visible id, 11 digits phone, else internal id. */
function findMember(world: World, ref: string): MockMember | undefined {
  const byRef =
    ref.length === 8
      ? world.members.find((m) => m.visibleId === ref)
      : ref.length === 11
        ? world.members.find((m) => m.fullPhone === ref)
        : undefined;
  return byRef ?? world.members.find((m) => m.id === Number(ref));
}

function detail(world: World, m: MockMember): MemberDetail {
  const { fullPhone, ...row } = m;
  const inviter = m.invitedBy === null ? undefined : world.members.find((x) => x.id === m.invitedBy);
  const mine = <T extends { memberId: number }>(rows: readonly T[]) =>
    rows
      .filter((r) => r.memberId === m.id)
      .reverse()
      .slice(0, 20);
  return {
    ...row,
    ...summary(m, world.now),
    phone: fullPhone,
    phoneMasked: m.phone,
    inviter: inviter ? { id: inviter.id, visibleId: inviter.visibleId, nickname: inviter.nickname } : null,
    inviteCount: world.members.filter((x) => x.invitedBy === m.id).length,
    recentCoinLedger: mine(world.coinLedger),
    recentPointLedger: mine(world.pointLedger),
    recentVipGrants: mine(world.vipGrants),
    recentOrders: mine(world.orders),
  };
}

/** The Idempotency-Key: required for a real re-issue, optional for a dry run (as on the server). */
function keyOf(request: Request, dryRun: boolean): string | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
  if (value === '') {
    if (dryRun) return undefined;
    throw new MockHttpError(400, 'money.errors.idempotencyKeyRequired', {
      code: CODES.validation,
      details: [{ field: IDEMPOTENCY_HEADER, rule: 'required', message: '' }],
    });
  }
  if (!idempotencyKeySchema.safeParse(value).success) {
    throw new MockHttpError(400, 'money.errors.idempotencyKeyFormat', { code: CODES.validation });
  }
  return value;
}

function target(world: World, memberId: number): MockMember {
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

/** Member detail and the coin / VIP re-issues: dry run, issue, and replay by Idempotency-Key. */
export function memberHandlers({ on }: Router): void {
  on('get', '/admin/members/:id', ['*'], ({ request, params, world }) => {
    const { id } = parseOr400(request, memberRefParamsSchema, params);
    const m = findMember(world, id);
    if (!m) throw new MockHttpError(404, 'money.errors.memberNotFound', { params: { id } });
    return ok(detail(world, m));
  });

  on('post', '/admin/member/patch-coin', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, reissueCoinsBodySchema, await bodyOf(request));
    const dryRun = body.dryRun === true;
    const key = keyOf(request, dryRun);
    const replay = key === undefined ? undefined : world.reissues.get(`coin:${key}`);
    if (replay) return ok({ ...(replay as ReissueCoinsResult), replayed: true });
    const m = target(world, body.memberId);
    const before = m.coinBalance;
    const shared = { memberId: m.id, reason: body.reason, dryRun, replayed: false, coins: body.coins };
    if (dryRun) {
      const preview = { ...summary(m, world.now), coinBalance: before + body.coins };
      const result: ReissueCoinsResult = {
        ...shared,
        orderNo: null,
        createdAt: null,
        member: preview,
        balanceBefore: before,
        balanceAfter: before + body.coins,
      };
      return ok(result);
    }
    m.coinBalance += body.coins;
    const { orderNo, createdAt } = reissueOrder(world, m, operator, body.reason, body.coins, 0);
    world.coinLedger.push({
      id: world.coinLedger.length + 1,
      ...memberRef(m),
      delta: body.coins,
      balanceAfter: m.coinBalance,
      reason: 'patch',
      refType: 'order',
      refId: world.orders.length,
      operatorId: operator.id,
      operatorName: operator.name,
      createdAt,
    });
    const result: ReissueCoinsResult = {
      ...shared,
      orderNo,
      createdAt,
      member: summary(m, world.now),
      balanceBefore: before,
      balanceAfter: m.coinBalance,
    };
    if (key) world.reissues.set(`coin:${key}`, result);
    return ok(result);
  });

  on('post', '/admin/member/patch-vip', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, reissueVipBodySchema, await bodyOf(request));
    const dryRun = body.dryRun === true;
    const key = keyOf(request, dryRun);
    const replay = key === undefined ? undefined : world.reissues.get(`vip:${key}`);
    if (replay) return ok({ ...(replay as ReissueVipResult), replayed: true });
    const m = target(world, body.memberId);
    const now = Date.now();
    const before = m.vipExpiresAt;
    const start = before !== null && Date.parse(before) > now ? Date.parse(before) : now;
    const after = new Date(start + body.days * DAY).toISOString();
    const shared = { memberId: m.id, reason: body.reason, dryRun, replayed: false, days: body.days };
    if (dryRun) {
      const member = { ...summary(m, world.now), vipExpiresAt: after, vipActive: true };
      return ok({
        ...shared,
        orderNo: null,
        createdAt: null,
        member,
        vipExpiresBefore: before,
        vipExpiresAfter: after,
      });
    }
    m.vipExpiresAt = after;
    m.vipActive = true;
    const { orderNo, createdAt } = reissueOrder(world, m, operator, body.reason, 0, body.days);
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
      ...shared,
      orderNo,
      createdAt,
      member: summary(m, world.now),
      vipExpiresBefore: before,
      vipExpiresAfter: after,
    };
    if (key) world.reissues.set(`vip:${key}`, result);
    return ok(result);
  });
}
