import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import { HttpError } from '../../errors.js';
import type { RequestOperator } from '../../types/fastify.js';
import { writeAudit } from '../audit/service.js';
import { notifyJob } from './notify.js';

/**
 * POST /admin/reissue-jobs/{id}/cancel: stops a job that is waiting, queued or running. The update
 * takes the job row's lock, which waits for a batch in progress (each batch holds a share lock on
 * it), so when the cancel commits no batch is running and none starts: the rows not run are marked
 * cancelled and never issued. A pending approval of the job is left to expire; approving it then
 * answers 409. Only the operator who started the job, or an admin, may cancel it.
 */
export async function cancelJob(db: Db, id: number, operator: RequestOperator, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await txPreparedRows<{ status: string; created_by: number }>(
      tx,
      'SELECT status, created_by FROM reissue_jobs WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!job) throw new HttpError(404, 'reissueJobs.errors.notFound', { id });
    if (operator.role !== 'admin' && job.created_by !== operator.id)
      throw new HttpError(403, 'reissueJobs.errors.notYours', { id });
    if (!['pending_approval', 'queued', 'running'].includes(job.status))
      throw new HttpError(409, 'reissueJobs.errors.notOpen', { id, status: job.status });
    const [rows] = await txPreparedRows<{ n: string | number }>(
      tx,
      `WITH c AS (UPDATE reissue_job_rows SET state = 'cancelled', done_at = now()
          WHERE job_id = $1 AND state = 'pending' RETURNING 1)
        SELECT count(*) AS n FROM c`,
      [id],
    );
    await txPreparedRows(
      tx,
      `UPDATE reissue_jobs SET status = 'cancelled', finished_at = now(), cancelled_by = $2 WHERE id = $1`,
      [id, operator.id],
    );
    await writeAudit(tx, {
      operatorId: operator.id,
      action: 'reissueJob.cancel',
      targetType: 'reissueJob',
      targetId: String(id),
      payload: { jobId: id, from: job.status, cancelledRows: Number(rows?.n ?? 0) },
      ip,
    });
    await notifyJob(tx, id, 'cancelled');
  });
}
