import type { Page } from '../../../schemas/common.js';
import type { Category, CategoryListQuery } from '../../../schemas/content/category.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/categories: category rows filtered, sorted and paged on the server (`{list, total}`). */
export function listCategories(client: ApiClient, query: CategoryListQuery = {}): Promise<Page<Category>> {
  return client.request<Page<Category>>({ method: 'GET', url: '/admin/categories', params: query });
}
