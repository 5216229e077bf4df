import { OPEN_JOB_STATUSES, type ReissueJob } from '../../schemas/reissue-job.js';
import type { ApiClient } from '../client.js';
import { listReissueJobs } from './list.js';

/**
 * The re-issue jobs that can still change (running, queued, waiting for approval), newest first: one
 * read per open status, so a busy history of finished jobs never hides an open one.
 */
export async function listOpenReissueJobs(client: ApiClient, limit = 20): Promise<ReissueJob[]> {
  const lists = await Promise.all(
    OPEN_JOB_STATUSES.map((status) => listReissueJobs(client, { status, limit })),
  );
  return lists.flat().sort((a, b) => b.id - a.id);
}
