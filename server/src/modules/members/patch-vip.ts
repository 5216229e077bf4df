import type { PatchVipBody, PatchVipResult } from '@opsdeck/shared/schemas';
import { and, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vipGrants } from '../../db/schema/business.js';
import { HttpError } from '../../errors.js';
import { grantVip, vipWindow } from '../ledger/service.js';
import type { Tx } from '../ledger/tx.js';
import {
  conflict,
  earlier,
  insertPatchOrder,
  issueOnce,
  type KeyedOrder,
  lockMemberWithKey,
  type PatchContext,
  readMember,
  refuseBanned,
  requestHash,
  summary,
} from './patch-common.js';

/** The stored result of an earlier VIP re-issue with this key. */
async function replayVip(
  db: Db | Tx,
  order: KeyedOrder,
  body: PatchVipBody,
  dryRun: boolean,
): Promise<PatchVipResult> {
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
    orderNo: order.orderNo,
    memberId: grant.memberId,
    reason: body.reason,
    dryRun,
    replayed: true,
    createdAt: order.createdAt.toISOString(),
    member: summary(await readMember(db, grant.memberId), new Date()),
    days: grant.days,
    vipExpiresBefore: prev?.endsAt?.toISOString() ?? null,
    vipExpiresAfter: grant.endsAt.toISOString(),
  };
}

/** POST /admin/member/patch-vip. */
export async function reissueVip(db: Db, body: PatchVipBody, ctx: PatchContext): Promise<PatchVipResult> {
  const hash = requestHash({ op: 'vip', body });
  const replay = (d: Db | Tx, order: KeyedOrder) => replayVip(d, order, body, body.dryRun === true);
  if (body.dryRun) {
    const done = await earlier(db, ctx.idempotencyKey, hash, (o) => replay(db, o));
    if (done) return done;
    const m = await readMember(db, body.memberId);
    refuseBanned(m);
    const now = new Date();
    return {
      orderNo: null,
      memberId: m.id,
      reason: body.reason,
      dryRun: true,
      replayed: false,
      createdAt: null,
      member: summary(m, now),
      days: body.days,
      vipExpiresBefore: m.vipExpiresAt?.toISOString() ?? null,
      vipExpiresAfter: vipWindow(m.vipExpiresAt, body.days, now).endsAt.toISOString(),
    };
  }
  const key = ctx.idempotencyKey;
  if (!key) throw new Error('reissueVip needs an idempotency key');
  return issueOnce(db, key, hash, replay, async (tx) => {
    // one statement locks the member and finds an earlier order with this key
    const { member: locked, keyed } = await lockMemberWithKey(tx, body.memberId, key);
    if (keyed) {
      if (keyed.requestHash !== hash) throw conflict(key);
      return replay(tx, keyed);
    }
    if (!locked) throw new HttpError(404, 'money.errors.memberNotFound', { id: body.memberId });
    const member = locked;
    refuseBanned(member);
    const now = new Date();
    const order = await insertPatchOrder(tx, {
      memberId: member.id,
      productCode: 'patch_vip',
      coins: 0,
      vipDays: body.days,
      reason: body.reason,
      operatorId: ctx.operatorId,
      idempotencyKey: key,
      requestHash: hash,
      at: now,
    });
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
        action: 'member.patchVip',
        targetType: 'member',
        targetId: String(member.id),
        payload: { orderNo, orderId: order.id, reason: body.reason, idempotencyKey: key },
        ip: ctx.ip,
      },
    });
    return {
      orderNo,
      memberId: member.id,
      reason: body.reason,
      dryRun: false,
      replayed: false,
      createdAt: order.createdAt.toISOString(),
      member: summary(grant.member, now),
      days: body.days,
      vipExpiresBefore: grant.expiresBefore?.toISOString() ?? null,
      vipExpiresAfter: grant.endsAt.toISOString(),
    };
  });
}
