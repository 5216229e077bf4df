import {
  type ApprovalRule,
  type ApprovalThresholds,
  type MoneyHold,
  moneyHoldOf,
  type ReissuePending,
} from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import type { LockedMember } from '../ledger/service.js';
import {
  conflict,
  type ReissueContext,
  type ReissueRequest,
  requestHash,
} from '../members/reissue-common.js';
import type { ReissueGate } from '../members/reissue-flow.js';
import { approvalByKey, type HeldBy, insertRequest, isRequestKeyTaken, pendingAnswer } from './request.js';
import { readGateSettings } from './thresholds.js';
import { lockedWindowTotals, type OperatorLockMode, operatorHeadroom, type WindowTotals } from './windows.js';

/** Why a re-issue is held: the rule, its limit and window, and the total that crossed it. */
export type Hold = HeldBy & MoneyHold;

/**
 * The money controls' decision (docs/domain.md), shared with the web mock (`moneyHoldOf`): the
 * amount alone above the member threshold, else the member's rolling-window total, else the
 * operator's. Undefined: the re-issue runs.
 */
export function decide(
  op: ReissueRequest['op'],
  amount: number,
  totals: WindowTotals,
  limits: ApprovalThresholds,
): Hold | undefined {
  return moneyHoldOf(op, amount, totals, limits);
}

/** The limit a stored request's rule refers to, under the limits in effect now (for a replay). */
function heldByOf(rule: ApprovalRule | null, op: ReissueRequest['op'], limits: ApprovalThresholds): HeldBy {
  if (rule === 'operator_daily')
    return {
      threshold: op === 'coins' ? limits.operatorCoins : limits.operatorVipDays,
      windowHours: limits.operatorWindowHours,
    };
  return { threshold: op === 'coins' ? limits.coins : limits.vipDays, windowHours: limits.memberWindowHours };
}

const amountOf = (req: ReissueRequest) => (req.op === 'coins' ? req.body.coins : req.body.days);

/**
 * Thrown by a gate holding one operator slot whose operator total is too near the limit to decide
 * beside the other slots' re-issues: the transaction rolls back (nothing written) and the re-issue
 * runs again holding every slot.
 */
class NeedsEveryOperatorSlot extends Error {}

/**
 * The gate run inside the re-issue transaction (member locked): takes the operator's window lock
 * (`mode`), sums the windows and, when a rule requires approval, stores the request in the same
 * transaction. A hold is decided as it would be with every slot held (re-issues in flight only add
 * to the totals); a re-issue that would run is decided with one slot only when its operator total
 * stays under the limit with every other slot's largest possible re-issue added.
 */
function windowGate(
  req: ReissueRequest,
  ctx: ReissueContext,
  limits: ApprovalThresholds,
  key: string,
  mode: OperatorLockMode,
) {
  const gate: ReissueGate = async (tx: Tx, member: LockedMember, now: Date) => {
    const amount = amountOf(req);
    const hash = requestHash(req);
    const totals = await lockedWindowTotals(tx, member.id, ctx.operatorId, limits, now, key, mode);
    if (totals.keyHashes.some((h) => h !== hash)) throw conflict(key);
    const hold = decide(req.op, amount, totals, limits);
    if (!hold && !totals.exact) {
      const coins = req.op === 'coins';
      const total = (coins ? totals.operator.coins : totals.operator.days) + amount;
      const limit = coins ? limits.operatorCoins : limits.operatorVipDays;
      if (total + operatorHeadroom(req.op, limits) > limit) throw new NeedsEveryOperatorSlot();
    }
    if (!hold) return undefined;
    const { dryRun: _dry, ...body } = req.body;
    const before =
      req.op === 'coins'
        ? { coinBalance: member.coinBalance }
        : { vipExpiresAt: member.vipExpiresAt?.toISOString() ?? null };
    const unit = req.op === 'coins' ? 'coins' : 'vipDays';
    const row = await insertRequest(tx, {
      kind: req.op === 'coins' ? 'patch_coins' : 'patch_vip',
      requesterId: ctx.operatorId,
      ip: ctx.ip,
      memberId: member.id,
      key,
      hash,
      payload: body,
      before,
      summary: {
        key: 'reissue',
        params: { member: member.visibleId, nickname: member.nickname, amount, unit, reason: body.reason },
      },
      rule: hold.rule,
      windowTotal: hold.windowTotal,
    });
    return pendingAnswer(row, hold, false);
  };
  return gate;
}

/**
 * A re-issue from the routes, under the money controls: a dry run, or a re-issue while the
 * four-eyes switch is off, runs as it is; otherwise the gate holds it for a second admin (HTTP 202,
 * `status: "pending"`) when a rule requires approval. The same key and body replay a held answer;
 * once approved, the executed re-issue replays instead; another body with the key is 409.
 * `run` is the coin or VIP re-issue, given the gate.
 */
export async function gatedReissue<R>(
  db: Db,
  req: ReissueRequest,
  ctx: ReissueContext,
  run: (gate: ReissueGate | undefined) => Promise<R | ReissuePending>,
): Promise<R | ReissuePending> {
  const key = ctx.idempotencyKey;
  if (req.body.dryRun === true || !key) return run(undefined);
  const hash = requestHash(req);
  const { limits, enabled, keyTaken } = await readGateSettings(db, key);
  const earlier = keyTaken ? await approvalByKey(db, key) : undefined;
  if (earlier) {
    if (earlier.requestHash !== hash) throw conflict(key);
    if (earlier.status === 'expired')
      throw new HttpError(409, 'approvals.errors.expiredKey', { id: earlier.id });
    if (earlier.status !== 'approved')
      return pendingAnswer(earlier, heldByOf(earlier.rule, req.op, limits), true);
    return run(undefined);
  }
  if (!enabled) return run(undefined);
  try {
    try {
      return await run(windowGate(req, ctx, limits, key, 'shared'));
    } catch (err) {
      if (!(err instanceof NeedsEveryOperatorSlot)) throw err;
      return await run(windowGate(req, ctx, limits, key, 'exclusive'));
    }
  } catch (err) {
    // A concurrent call with this key stored its request first: answer that request.
    if (!isRequestKeyTaken(err)) throw err;
    const row = await approvalByKey(db, key);
    if (!row) throw err;
    if (row.requestHash !== hash) throw conflict(key);
    return pendingAnswer(row, heldByOf(row.rule, req.op, limits), true);
  }
}
