import type {
  DashboardCategories,
  DashboardContentData,
  DashboardContentDataQuery,
  DashboardPopular,
  DashboardPopularQuery,
} from '../../schemas/dashboard.js';
import type { ApiClient } from '../client.js';

/** GET /admin/dashboard/content-data: new wallpapers, templates and unlocks per day. */
export function getDashboardContentData(
  client: ApiClient,
  query: DashboardContentDataQuery = {},
): Promise<DashboardContentData> {
  return client.request<DashboardContentData>({
    method: 'GET',
    url: '/admin/dashboard/content-data',
    params: query,
  });
}

/** GET /admin/dashboard/popular: the top wallpapers and templates of a period. */
export function getDashboardPopular(
  client: ApiClient,
  query: DashboardPopularQuery = {},
): Promise<DashboardPopular> {
  return client.request<DashboardPopular>({ method: 'GET', url: '/admin/dashboard/popular', params: query });
}

/** GET /admin/dashboard/categories: how much content each category holds. */
export function getDashboardCategories(client: ApiClient): Promise<DashboardCategories> {
  return client.request<DashboardCategories>({ method: 'GET', url: '/admin/dashboard/categories' });
}
