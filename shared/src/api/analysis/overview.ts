import type { AnalysisOverview, AnalysisRangeQuery } from '../../schemas/analysis.js';
import type { ApiClient } from '../client.js';

/** GET /admin/analysis/overview: the overview figures of a range against the previous one. */
export function getAnalysisOverview(
  client: ApiClient,
  query: AnalysisRangeQuery = {},
): Promise<AnalysisOverview> {
  return client.request<AnalysisOverview>({ method: 'GET', url: '/admin/analysis/overview', params: query });
}
