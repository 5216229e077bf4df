import type { ReissueApprovalNeed } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { ReissueContext, ReissueRequest } from '../members/reissue-common.js';
import { decide } from './reissue-gate.js';
import { readGateSettings } from './thresholds.js';
import { lockedWindowTotals } from './windows.js';

/**
 * What a dry run tells the requester before confirming: whether the re-issue gate would hold this
 * re-issue for a second admin now. It asks the gate itself: the same settings, the same window
 * totals (read under the operator's lock, as the re-issue reads them) and the same `decide`; null
 * when the re-issue would run at once, or four eyes are off. Nothing is written.
 */
export async function approvalNeedOf(
  db: Db,
  req: ReissueRequest,
  ctx: ReissueContext,
): Promise<ReissueApprovalNeed | null> {
  const { limits, enabled } = await readGateSettings(db);
  if (!enabled) return null;
  const amount = req.op === 'coins' ? req.body.coins : req.body.days;
  const hold = await db.transaction(async (tx) => {
    const totals = await lockedWindowTotals(
      tx,
      req.body.memberId,
      ctx.operatorId,
      limits,
      new Date(),
      ctx.idempotencyKey ?? '',
    );
    return decide(req.op, amount, totals, limits);
  });
  return hold
    ? {
        rule: hold.rule,
        threshold: hold.threshold,
        windowTotal: hold.windowTotal,
        windowHours: hold.windowHours,
      }
    : null;
}
