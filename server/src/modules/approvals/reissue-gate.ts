import type { ReissuePending } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import {
  conflict,
  orderByKey,
  type ReissueContext,
  type ReissueRequest,
  readMember,
  refuseBanned,
  requestHash,
} from '../members/reissue-common.js';
import { approvalByKey, createRequest, pendingAnswer } from './request.js';
import { thresholdsEnabled } from './switch.js';
import { readThresholds } from './thresholds.js';

/**
 * The four-eyes hook of the re-issue routes: a real re-issue above the stored threshold is not
 * executed but stored as an approval request (answer: HTTP 202, `status: "pending"`). The same key and
 * body replay that answer; once approved, the executed re-issue replays instead (undefined here).
 * Undefined means "go on with the re-issue".
 */
export async function holdForApproval(
  db: Db,
  req: ReissueRequest,
  ctx: ReissueContext,
): Promise<ReissuePending | undefined> {
  const key = ctx.idempotencyKey;
  if (req.body.dryRun === true || !key) return undefined;
  const hash = requestHash(req);
  const limits = await readThresholds(db);
  const threshold = req.op === 'coins' ? limits.coins : limits.vipDays;
  const earlier = await approvalByKey(db, key);
  if (earlier) {
    if (earlier.requestHash !== hash) throw conflict(key);
    if (earlier.status === 'expired')
      throw new HttpError(409, 'approvals.errors.expiredKey', { id: earlier.id });
    return earlier.status === 'approved' ? undefined : pendingAnswer(earlier, threshold, true);
  }
  const amount = req.op === 'coins' ? req.body.coins : req.body.days;
  if (amount <= threshold || !(await thresholdsEnabled(db))) return undefined;
  // A key already spent on an executed re-issue: the flow replays it or answers 409.
  if (await orderByKey(db, key)) return undefined;
  const member = await readMember(db, req.body.memberId);
  refuseBanned(member);
  const { dryRun: _dry, ...body } = req.body;
  const before =
    req.op === 'coins'
      ? { coinBalance: member.coinBalance }
      : { vipExpiresAt: member.vipExpiresAt?.toISOString() ?? null };
  const unit = req.op === 'coins' ? 'coins' : 'VIP days';
  const { row, replayed } = await createRequest(db, {
    kind: req.op === 'coins' ? 'patch_coins' : 'patch_vip',
    requesterId: ctx.operatorId,
    ip: ctx.ip,
    memberId: member.id,
    key,
    hash,
    payload: body,
    before,
    summary: `${member.visibleId} ${member.nickname}: +${amount} ${unit} · ${body.reason}`,
  });
  if (replayed && row.requestHash !== hash) throw conflict(key);
  return pendingAnswer(row, threshold, replayed);
}
