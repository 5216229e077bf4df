import type { PointOverview, PointOverviewQuery } from '../../schemas/point.js';
import type { ApiClient } from '../client.js';

/** GET /admin/points/overview: totals by source and a daily series by source (default the last 30 days). */
export function getPointOverview(client: ApiClient, query: PointOverviewQuery = {}): Promise<PointOverview> {
  return client.request<PointOverview>({ method: 'GET', url: '/admin/points/overview', params: query });
}
