import { CODES } from '@opsdeck/shared/errors';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  type MemberDetail,
  memberRefParamsSchema,
  type ReissueCoinsBody,
  type ReissueCoinsResult,
  type ReissueVipBody,
  type ReissueVipResult,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { MockMember } from '../data/members.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { approvalNeedOf, type HeldReissue, holdForApproval } from './approvals.ts';
import { issueCoins, issueVip, type ReissueBy, summary, target, vipChange } from './reissue-apply.ts';
import type { Router } from './router.ts';

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
export function keyOf(request: Request, dryRun: boolean): string | undefined {
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

/** Member detail and the coin / VIP re-issues: dry run, issue, and replay by Idempotency-Key. */
export function memberHandlers({ on }: Router): void {
  on('get', '/admin/members/:id', ['*'], ({ request, params, world }) => {
    const { id } = parseOr400(request, memberRefParamsSchema, params);
    const m = findMember(world, id);
    if (!m) throw new MockHttpError(404, 'money.errors.memberNotFound', { params: { id } });
    return ok(detail(world, m));
  });

  on(
    'post',
    '/admin/member/patch-coin',
    ['*'],
    reissueRoute({
      schema: reissueCoinsBodySchema,
      store: 'coin',
      held: (key, body) => ({ kind: 'patch_coins', key, body, amount: body.coins }),
      issue: issueCoins,
      preview: previewCoins,
    }),
  );
  on(
    'post',
    '/admin/member/patch-vip',
    ['*'],
    reissueRoute({
      schema: reissueVipBodySchema,
      store: 'vip',
      held: (key, body) => ({ kind: 'patch_vip', key, body, amount: body.days }),
      issue: issueVip,
      preview: previewVip,
    }),
  );
}

/**
 * A re-issue route: the body parsed, the Idempotency-Key (required unless a dry run), an earlier
 * answer under the key replayed, the four-eyes hold (202), then the re-issue or its dry run.
 */
function reissueRoute<S extends z.ZodType<{ dryRun?: boolean | undefined }>, R>(r: {
  schema: S;
  /** Where answers are kept by key (`coin:<key>`, `vip:<key>`). */
  store: 'coin' | 'vip';
  held: (key: string | undefined, body: z.infer<S>) => HeldReissue;
  issue: (world: World, body: z.infer<S>, by: ReissueBy) => R;
  preview: (world: World, body: z.infer<S>) => R;
}): Parameters<Router['on']>[3] {
  return async ({ request, world, operator }) => {
    const body = parseOr400(request, r.schema, await bodyOf(request));
    const dryRun = body.dryRun === true;
    const key = keyOf(request, dryRun);
    const replay = key === undefined ? undefined : world.reissues.get(`${r.store}:${key}`);
    if (replay) return ok({ ...(replay as R), replayed: true });
    const held = holdForApproval(world, operator, r.held(key, body));
    if (held) return ok(held, 202);
    if (dryRun)
      return ok({ ...r.preview(world, body), approval: approvalNeedOf(world, operator, r.held(key, body)) });
    return ok(r.issue(world, body, { operator, key }));
  };
}

/** A coin re-issue's dry run: the balance it would leave; nothing changes. */
function previewCoins(world: World, body: ReissueCoinsBody): ReissueCoinsResult {
  const m = target(world, body.memberId);
  const before = m.coinBalance;
  return {
    memberId: m.id,
    reason: body.reason,
    dryRun: true,
    replayed: false,
    coins: body.coins,
    orderNo: null,
    createdAt: null,
    member: { ...summary(m, world.now), coinBalance: before + body.coins },
    balanceBefore: before,
    balanceAfter: before + body.coins,
  };
}

/** A VIP re-issue's dry run: the expiry it would leave; nothing changes. */
function previewVip(world: World, body: ReissueVipBody): ReissueVipResult {
  const m = target(world, body.memberId);
  const { before, after } = vipChange(m, body.days);
  return {
    memberId: m.id,
    reason: body.reason,
    dryRun: true,
    replayed: false,
    days: body.days,
    orderNo: null,
    createdAt: null,
    member: { ...summary(m, world.now), vipExpiresAt: after, vipActive: true },
    vipExpiresBefore: before,
    vipExpiresAfter: after,
  };
}
