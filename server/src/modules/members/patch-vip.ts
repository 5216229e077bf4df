import type { PatchVipBody, PatchVipResult } from '@opsdeck/shared/schemas';
import { and, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, vipGrants } from '../../db/schema/business.js';
import { grantVip, lockMemberOr404, vipWindow } from '../ledger/service.js';
import type { Tx } from '../ledger/tx.js';
import { nextOrderNo } from '../orders/order-no.js';
import {
  earlier,
  issueOnce,
  type KeyedOrder,
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
    const first = await earlier(tx, key, hash, (o) => replay(tx, o));
    if (first) return first;
    const member = await lockMemberOr404(tx, body.memberId);
    const raced = await earlier(tx, key, hash, (o) => replay(tx, o));
    if (raced) return raced;
    refuseBanned(member);
    const now = new Date();
    const orderNo = await nextOrderNo(tx, 'patch', now);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        kind: 'patch',
        memberId: member.id,
        status: 'paid',
        productCode: 'patch_vip',
        amountCents: 0,
        channel: 'admin',
        vipDays: body.days,
        reason: body.reason,
        operatorId: ctx.operatorId,
        idempotencyKey: key,
        requestHash: hash,
        createdAt: now,
        paidAt: now,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) throw new Error('orders insert returned nothing');
    const grant = await grantVip(tx, {
      memberId: member.id,
      days: body.days,
      source: 'patch',
      refId: order.id,
      at: now,
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
