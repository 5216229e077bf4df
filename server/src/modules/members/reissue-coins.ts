import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { ReissueCoinsBody, ReissueCoinsResult, ReissuePending } from '@opsdeck/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coinLedger } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { changeCoins } from '../ledger/service.js';
import { answerOf, type KeyedOrder, type ReissueContext, readMember, requestHash } from './reissue-common.js';
import { type ReissueGate, type ReissueSpec, reissue } from './reissue-flow.js';

/** The stored result of an earlier coin re-issue with this key. */
async function replayCoins(
  db: Db | Tx,
  order: KeyedOrder,
  body: ReissueCoinsBody,
  dryRun: boolean,
): Promise<ReissueCoinsResult> {
  const [row] = await db
    .select({ delta: coinLedger.delta, balanceAfter: coinLedger.balanceAfter, memberId: coinLedger.memberId })
    .from(coinLedger)
    .where(
      and(eq(coinLedger.refType, 'order'), eq(coinLedger.refId, order.id), eq(coinLedger.reason, 'patch')),
    );
  if (!row) throw new Error(`patch order ${order.orderNo} has no ledger row`);
  const now = new Date();
  return {
    ...answerOf(order, await readMember(db, row.memberId), now, {
      reason: body.reason,
      dryRun,
      replayed: true,
    }),
    coins: row.delta,
    balanceBefore: row.balanceAfter - row.delta,
    balanceAfter: row.balanceAfter,
  };
}

/**
 * POST /admin/member/patch-coin. With a `gate` (the route's money controls) the answer may be a held
 * request instead; without one (an approved request's execution) it always runs.
 */
export function reissueCoins(
  db: Db,
  body: ReissueCoinsBody,
  ctx: ReissueContext,
): Promise<ReissueCoinsResult>;
export function reissueCoins(
  db: Db,
  body: ReissueCoinsBody,
  ctx: ReissueContext,
  gate: ReissueGate | undefined,
): Promise<ReissueCoinsResult | ReissuePending>;
export function reissueCoins(
  db: Db,
  body: ReissueCoinsBody,
  ctx: ReissueContext,
  gate?: ReissueGate,
): Promise<ReissueCoinsResult | ReissuePending> {
  return reissue<ReissueCoinsResult>(db, ctx, coinsSpec(body, ctx), gate);
}

/** What a coin re-issue of `body` is (reissue-flow.ts runs it; re-issue jobs run it row by row). */
export function coinsSpec(body: ReissueCoinsBody, ctx: ReissueContext): ReissueSpec<ReissueCoinsResult> {
  const dryRun = body.dryRun === true;
  return {
    memberId: body.memberId,
    dryRun,
    hash: requestHash({ op: 'coins', body }),
    order: {
      productCode: REISSUE_KINDS.coins.productCode,
      coins: body.coins,
      vipDays: 0,
      reason: body.reason,
    },
    replay: (d, order) => replayCoins(d, order, body, dryRun),
    preview: (m, now) => ({
      ...answerOf(null, m, now, { reason: body.reason, dryRun: true, replayed: false }),
      coins: body.coins,
      balanceBefore: m.coinBalance,
      balanceAfter: m.coinBalance + body.coins,
    }),
    apply: async (tx, member, order, now) => {
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
          action: 'member.reissueCoins',
          targetType: 'member',
          targetId: String(member.id),
          payload: {
            orderNo,
            orderId: order.id,
            coins: body.coins,
            reason: body.reason,
            idempotencyKey: ctx.idempotencyKey,
          },
          ip: ctx.ip,
        },
      });
      return {
        ...answerOf(order, change.member, now, { reason: body.reason, dryRun: false, replayed: false }),
        coins: body.coins,
        balanceBefore: change.balanceBefore,
        balanceAfter: change.balanceAfter,
      };
    },
  };
}
