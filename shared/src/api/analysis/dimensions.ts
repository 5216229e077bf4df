import type { AnalysisDimensionQuery, AnalysisDimensions } from '../../schemas/analysis.js';
import type { ApiClient } from '../client.js';

/** GET /admin/analysis/dimensions: a range's figures split by order kind, channel or platform. */
export function getAnalysisDimensions(
  client: ApiClient,
  query: AnalysisDimensionQuery,
): Promise<AnalysisDimensions> {
  return client.request<AnalysisDimensions>({
    method: 'GET',
    url: '/admin/analysis/dimensions',
    params: query,
  });
}
