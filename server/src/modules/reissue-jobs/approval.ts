import type { Locale } from '@opsdeck/shared/i18n';
import type { ReissueJobFilter } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import type { ApprovalDbRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { notifyAdmins } from '../approvals/notify.js';
import { thresholdsEnabled } from '../approvals/switch.js';
import { readThresholds } from '../approvals/thresholds.js';
import { writeAudit } from '../audit/service.js';
import { notifyJob } from './notify.js';

/**
 * Four eyes on a whole job: a job whose total (coins, or VIP days, of all its rows) is above the
 * batch threshold (`jobCoins`, `jobVipDays` of the stored `approval_thresholds`) waits as ONE approval
 * request of kind `reissue_job`; approving it queues the job, rejecting it cancels the job. Its rows
 * then run without a request each: the approval covered them all.
 */

export async function needsApproval(
  db: Db | Tx,
  kind: 'coins' | 'vip',
  total: number,
): Promise<{ needed: boolean; threshold: number }> {
  const limits = await readThresholds(db);
  const threshold = kind === 'coins' ? limits.jobCoins : limits.jobVipDays;
  return { needed: total > threshold && (await thresholdsEnabled(db)), threshold };
}

export interface JobApprovalRequest {
  jobId: number;
  requesterId: number;
  ip: string;
  kind: 'coins' | 'vip';
  count: number;
  total: number;
  threshold: number;
  reason: string;
  filter: ReissueJobFilter | null;
  /** The filter in words (stored with the request, shown to the approver). */
  filterText: string;
  /** The same in each language, for the admins' todo. */
  filterTexts: Record<Locale, string>;
}

/** Stores the request inside the job's own transaction, with its audit row and the admins' todos. */
export async function requestJobApproval(tx: Tx, r: JobApprovalRequest): Promise<number> {
  const payload = {
    jobId: r.jobId,
    kind: r.kind,
    count: r.count,
    total: r.total,
    threshold: r.threshold,
    reason: r.reason,
    filter: r.filter,
    filterText: r.filterText,
  };
  const [row] = await txPreparedRows<{ id: number }>(
    tx,
    `INSERT INTO approvals (kind, requester_id, idempotency_key, payload, rule, window_total)
      VALUES ('reissue_job', $1, $2, $3::jsonb, 'job_total', $4) RETURNING id`,
    [r.requesterId, `reissue-job:${r.jobId}`, JSON.stringify(payload), r.total],
  );
  if (!row) throw new Error('approvals insert returned nothing');
  await txPreparedRows(tx, 'UPDATE reissue_jobs SET approval_id = $1 WHERE id = $2', [row.id, r.jobId]);
  await writeAudit(tx, {
    operatorId: r.requesterId,
    action: 'approval.request',
    targetType: 'approval',
    targetId: String(row.id),
    payload: { ...payload, kind: 'reissue_job', jobKind: r.kind },
    ip: r.ip,
  });
  const unit = r.kind === 'coins' ? 'coins' : 'vipDays';
  await notifyAdmins(tx, {
    id: row.id,
    kind: 'reissue_job',
    requesterId: r.requesterId,
    summary: {
      key: 'job',
      params: { job: r.jobId, count: r.count, total: r.total, unit, filter: r.filterTexts, reason: r.reason },
    },
  });
  return row.id;
}

const jobIdOf = (row: ApprovalDbRow) => Number(row.payload.jobId);

/** The approval executor: queues the job (its chunks start on every process's engine). */
export async function approveJob(db: Db, row: ApprovalDbRow, ip: string): Promise<Record<string, unknown>> {
  const jobId = jobIdOf(row);
  return db.transaction(async (tx) => {
    const [job] = await txPreparedRows<{ id: number; row_count: number; total: string | number }>(
      tx,
      `UPDATE reissue_jobs SET status = 'queued' WHERE id = $1 AND status = 'pending_approval'
        RETURNING id, row_count, total`,
      [jobId],
    );
    if (!job) throw new HttpError(409, 'reissueJobs.errors.notOpen', { id: jobId, status: 'cancelled' });
    await writeAudit(tx, {
      operatorId: row.requesterId,
      action: 'reissueJob.queue',
      targetType: 'reissueJob',
      targetId: String(jobId),
      payload: { jobId, approvalId: row.id },
      ip,
    });
    await notifyJob(tx, jobId, 'queued');
    return { jobId, count: job.row_count, total: Number(job.total) };
  });
}

/** Cancels the job waiting for approval `approvalId` (none of its rows ever runs), saying why. */
async function cancelWaiting(tx: Tx, approvalId: number, why: string): Promise<void> {
  const [job] = await txPreparedRows<{ id: number }>(
    tx,
    `WITH j AS (UPDATE reissue_jobs SET status = 'cancelled', finished_at = now(), error = $2
        WHERE approval_id = $1 AND status = 'pending_approval' RETURNING id),
      r AS (UPDATE reissue_job_rows SET state = 'cancelled', done_at = now()
        WHERE job_id IN (SELECT id FROM j) AND state = 'pending')
      SELECT id FROM j`,
    [approvalId, why],
  );
  if (job) await notifyJob(tx, job.id, 'cancelled');
}

/** A rejected job is cancelled. */
export function rejectJob(tx: Tx, row: ApprovalDbRow): Promise<void> {
  return cancelWaiting(tx, row.id, 'reissueJobs.errors.approvalRejected');
}

/** A job whose approval expired is cancelled. */
export function expireJob(tx: Tx, approvalId: number): Promise<void> {
  return cancelWaiting(tx, approvalId, 'reissueJobs.errors.approvalExpired');
}
