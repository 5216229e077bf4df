import type { ReissueJob } from '../../schemas/reissue-job.js';
import type { ApiClient } from '../client.js';

/** POST /admin/reissue-jobs/{id}/cancel: stops a waiting, queued or running job; rows not run are never issued. */
export function cancelReissueJob(client: ApiClient, id: number): Promise<ReissueJob> {
  return client.request<ReissueJob>({ method: 'POST', url: `/admin/reissue-jobs/${id}/cancel`, data: {} });
}
