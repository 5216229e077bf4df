import type { ApprovalKind, ReissueCoinsBody, ReissueVipBody } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { ApprovalDbRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { applyMediaParams } from '../media/params.js';
import { reissueCoins } from '../members/reissue-coins.js';
import { reissueVip } from '../members/reissue-vip.js';
import { applyPolicyChange } from '../policy/change.js';
import { approveJob, rejectJob } from '../reissue-jobs/approval.js';

/** Runs an approved request; answers what it gave (stored as the request's `result`). */
export type Executor = (db: Db, row: ApprovalDbRow, ip: string) => Promise<Record<string, unknown>>;

/**
 * One executor per kind. A re-issue runs through the ordinary re-issue path with the request's own
 * Idempotency-Key and the requester as operator, so a second execution can only replay the first.
 */
export const executors: Partial<Record<ApprovalKind, Executor>> = {
  patch_coins: async (db, row, ip) => {
    const body = row.payload as unknown as ReissueCoinsBody;
    const { orderNo, coins, balanceBefore, balanceAfter } = await reissueCoins(db, body, ctxOf(row, ip));
    return { orderNo, coins, balanceBefore, balanceAfter };
  },
  patch_vip: async (db, row, ip) => {
    const body = row.payload as unknown as ReissueVipBody;
    const { orderNo, days, vipExpiresBefore, vipExpiresAfter } = await reissueVip(db, body, ctxOf(row, ip));
    return { orderNo, days, vipExpiresBefore, vipExpiresAfter };
  },
  media_params: (db, row, ip) =>
    applyMediaParams(db, row.payload, { operatorId: row.requesterId, ip, approvalId: row.id }),
  policy_change: (db, row, ip) => applyPolicyChange(db, row, ip),
  reissue_job: approveJob,
};

/** What a rejection does besides recording it, per kind (inside the rejection's transaction). */
export const onReject: Partial<Record<ApprovalKind, (tx: Tx, row: ApprovalDbRow) => Promise<void>>> = {
  reissue_job: rejectJob,
};

function ctxOf(row: ApprovalDbRow, ip: string) {
  return { operatorId: row.requesterId, ip, idempotencyKey: row.idempotencyKey ?? undefined };
}
