import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { ReissuePending, ReissueVipBody, ReissueVipResult } from '@opsdeck/shared/schemas';
import { and, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vipGrants } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { grantVip, vipWindow } from '../ledger/service.js';
import { answerOf, type KeyedOrder, type ReissueContext, readMember, requestHash } from './reissue-common.js';
import { type ReissueGate, type ReissueSpec, reissue } from './reissue-flow.js';

/** The stored result of an earlier VIP re-issue with this key. */
async function replayVip(
  db: Db | Tx,
  order: KeyedOrder,
  body: ReissueVipBody,
  dryRun: boolean,
): Promise<ReissueVipResult> {
  const [grant] = await db
    .select({
      id: vipGrants.id,
      memberId: vipGrants.memberId,
      days: vipGrants.days,
      endsAt: vipGrants.endsAt,
    })
    .from(vipGrants)
    .where(and(eq(vipGrants.refId, order.id), eq(vipGrants.source, 'patch')));
  if (!grant) throw new Error(`patch order ${order.orderNo} has no VIP grant`);
  const [prev] = await db
    .select({ endsAt: max(vipGrants.endsAt) })
    .from(vipGrants)
    .where(and(eq(vipGrants.memberId, grant.memberId), lt(vipGrants.id, grant.id)));
  return {
    ...answerOf(order, await readMember(db, grant.memberId), new Date(), {
      reason: body.reason,
      dryRun,
      replayed: true,
    }),
    days: grant.days,
    vipExpiresBefore: prev?.endsAt?.toISOString() ?? null,
    vipExpiresAfter: grant.endsAt.toISOString(),
  };
}

/**
 * POST /admin/member/patch-vip. With a `gate` (the route's money controls) the answer may be a held
 * request instead; without one (an approved request's execution) it always runs.
 */
export function reissueVip(db: Db, body: ReissueVipBody, ctx: ReissueContext): Promise<ReissueVipResult>;
export function reissueVip(
  db: Db,
  body: ReissueVipBody,
  ctx: ReissueContext,
  gate: ReissueGate | undefined,
): Promise<ReissueVipResult | ReissuePending>;
export function reissueVip(
  db: Db,
  body: ReissueVipBody,
  ctx: ReissueContext,
  gate?: ReissueGate,
): Promise<ReissueVipResult | ReissuePending> {
  return reissue<ReissueVipResult>(db, ctx, vipSpec(body, ctx), gate);
}

/** What a VIP re-issue of `body` is (reissue-flow.ts runs it; re-issue jobs run it row by row). */
export function vipSpec(body: ReissueVipBody, ctx: ReissueContext): ReissueSpec<ReissueVipResult> {
  const dryRun = body.dryRun === true;
  return {
    memberId: body.memberId,
    dryRun,
    hash: requestHash({ op: 'vip', body }),
    order: {
      productCode: REISSUE_KINDS.vip.productCode,
      coins: 0,
      vipDays: body.days,
      reason: body.reason,
    },
    replay: (d, order) => replayVip(d, order, body, dryRun),
    preview: (m, now) => ({
      ...answerOf(null, m, now, { reason: body.reason, dryRun: true, replayed: false }),
      days: body.days,
      vipExpiresBefore: m.vipExpiresAt?.toISOString() ?? null,
      vipExpiresAfter: vipWindow(m.vipExpiresAt, body.days, now).endsAt.toISOString(),
    }),
    apply: async (tx, member, order, now) => {
      const { orderNo } = order;
      const grant = await grantVip(tx, {
        memberId: member.id,
        days: body.days,
        source: 'patch',
        refId: order.id,
        at: now,
        locked: member,
        audit: {
          operatorId: ctx.operatorId,
          action: 'member.reissueVip',
          targetType: 'member',
          targetId: String(member.id),
          payload: { orderNo, orderId: order.id, reason: body.reason, idempotencyKey: ctx.idempotencyKey },
          ip: ctx.ip,
        },
      });
      return {
        ...answerOf(order, grant.member, now, { reason: body.reason, dryRun: false, replayed: false }),
        days: body.days,
        vipExpiresBefore: grant.expiresBefore?.toISOString() ?? null,
        vipExpiresAfter: grant.endsAt.toISOString(),
      };
    },
  };
}
