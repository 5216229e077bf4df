import { CODES } from '../../errors/codes.js';
import { ApiError } from '../../errors/errors.js';
import type { Page } from '../../schemas/common.js';
import type { ReissueJob, ReissueJobRow, ReissueJobRowsQuery } from '../../schemas/reissue-job.js';
import type { ApiClient } from '../client.js';

/** GET /admin/reissue-jobs/{id}: one job with its counts, rate and ETA. */
export function getReissueJob(client: ApiClient, id: number): Promise<ReissueJob> {
  return client.request<ReissueJob>({ method: 'GET', url: `/admin/reissue-jobs/${id}` });
}

/** GET /admin/reissue-jobs/{id}/rows: a page of the job's rows with their results, in order. */
export function listReissueJobRows(
  client: ApiClient,
  id: number,
  query: ReissueJobRowsQuery = {},
): Promise<Page<ReissueJobRow>> {
  return client.request<Page<ReissueJobRow>>({
    method: 'GET',
    url: `/admin/reissue-jobs/${id}/rows`,
    params: query,
  });
}

/**
 * GET /admin/reissue-jobs/{id}/result.csv: every row with its result as CSV text (UTF-8 with BOM,
 * header in the caller's language). Not an envelope answer, so read as text.
 */
export async function getReissueJobResultCsv(client: ApiClient, id: number): Promise<string> {
  const res = await client.axios.get<unknown>(`/admin/reissue-jobs/${id}/result.csv`, {
    responseType: 'text',
    transformResponse: (body: unknown) => body,
  });
  if (typeof res.data === 'string') return res.data;
  // not a CSV: an envelope (or what a caller's interceptor made of another answer)
  const env = (res.data ?? {}) as { code?: unknown; message?: unknown };
  throw new ApiError({
    message: typeof env.message === 'string' ? env.message : 'Error',
    status: res.status,
    code: typeof env.code === 'number' ? env.code : CODES.server,
  });
}
