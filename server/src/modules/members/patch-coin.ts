import type { PatchCoinBody, PatchCoinResult } from '@opsdeck/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coinLedger } from '../../db/schema/business.js';
import { HttpError } from '../../errors.js';
import { changeCoins } from '../ledger/service.js';
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

/** The stored result of an earlier coin re-issue with this key. */
async function replayCoins(
  db: Db | Tx,
  order: KeyedOrder,
  body: PatchCoinBody,
  dryRun: boolean,
): Promise<PatchCoinResult> {
  const [row] = await db
    .select({ delta: coinLedger.delta, balanceAfter: coinLedger.balanceAfter, memberId: coinLedger.memberId })
    .from(coinLedger)
    .where(
      and(eq(coinLedger.refType, 'order'), eq(coinLedger.refId, order.id), eq(coinLedger.reason, 'patch')),
    );
  if (!row) throw new Error(`patch order ${order.orderNo} has no ledger row`);
  const now = new Date();
  return {
    orderNo: order.orderNo,
    memberId: row.memberId,
    reason: body.reason,
    dryRun,
    replayed: true,
    createdAt: order.createdAt.toISOString(),
    member: summary(await readMember(db, row.memberId), now),
    coins: row.delta,
    balanceBefore: row.balanceAfter - row.delta,
    balanceAfter: row.balanceAfter,
  };
}

/** POST /admin/member/patch-coin. */
export async function reissueCoins(db: Db, body: PatchCoinBody, ctx: PatchContext): Promise<PatchCoinResult> {
  const hash = requestHash({ op: 'coins', body });
  const replay = (d: Db | Tx, order: KeyedOrder) => replayCoins(d, order, body, body.dryRun === true);
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
      coins: body.coins,
      balanceBefore: m.coinBalance,
      balanceAfter: m.coinBalance + body.coins,
    };
  }
  const key = ctx.idempotencyKey;
  if (!key) throw new Error('reissueCoins needs an idempotency key');
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
      productCode: 'patch_coins',
      coins: body.coins,
      vipDays: 0,
      reason: body.reason,
      operatorId: ctx.operatorId,
      idempotencyKey: key,
      requestHash: hash,
      at: now,
    });
    const { orderNo } = order;
    const change = await changeCoins(tx, {
      memberId: member.id,
      delta: body.coins,
      reason: 'patch',
      refType: 'order',
      refId: order.id,
      operatorId: ctx.operatorId,
      at: now,
      locked: member,
      audit: {
        operatorId: ctx.operatorId,
        action: 'member.patchCoin',
        targetType: 'member',
        targetId: String(member.id),
        payload: { orderNo, orderId: order.id, coins: body.coins, reason: body.reason, idempotencyKey: key },
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
      member: summary(change.member, now),
      coins: body.coins,
      balanceBefore: change.balanceBefore,
      balanceAfter: change.balanceAfter,
    };
  });
}
