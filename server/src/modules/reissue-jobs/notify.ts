import { txPreparedRows } from '../../db/prepared.js';
import type { Tx } from '../../db/tx.js';

/**
 * The database channel of re-issue jobs: a NOTIFY `<job id>:<status>` when its transaction commits,
 * from whichever server process. Every process's engine listens (a queued job starts its chunks
 * there), and the monitor's hub turns it into a progress event on the event stream.
 */
export const JOB_CHANNEL = 'opsdeck_reissue_job';

export async function notifyJob(tx: Tx, jobId: number, status?: string): Promise<void> {
  await txPreparedRows(tx, 'SELECT pg_notify($1, $2)', [JOB_CHANNEL, `${jobId}:${status ?? ''}`]);
}

/** The job id and status of a notification payload (status '' when the sender did not say). */
export function parseJobNotice(payload: string): { id: number; status: string } | undefined {
  const [idText, status = ''] = payload.split(':');
  const id = Number(idText);
  return Number.isSafeInteger(id) && id > 0 ? { id, status } : undefined;
}
