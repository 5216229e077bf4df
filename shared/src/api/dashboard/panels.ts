import type {
  DashboardCategories,
  DashboardContentData,
  DashboardContentDataQuery,
  DashboardPopular,
  DashboardPopularQuery,
} from '../../schemas/dashboard.js';
import type { ApiClient } from '../client.js';
import { queryGet } from '../query-get.js';

/** GET /admin/dashboard/content-data: new wallpapers, templates and unlocks per day. */
export const getDashboardContentData = queryGet<DashboardContentDataQuery, DashboardContentData>(
  '/admin/dashboard/content-data',
);

/** GET /admin/dashboard/popular: the top wallpapers and templates of a period. */
export const getDashboardPopular = queryGet<DashboardPopularQuery, DashboardPopular>(
  '/admin/dashboard/popular',
);

/** GET /admin/dashboard/categories: how much content each category holds. */
export function getDashboardCategories(client: ApiClient): Promise<DashboardCategories> {
  return client.request<DashboardCategories>({ method: 'GET', url: '/admin/dashboard/categories' });
}
