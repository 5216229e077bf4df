import type { Category } from '../../../schemas/content/category.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/categories/{id}: one category. */
export function getCategory(client: ApiClient, id: number): Promise<Category> {
  return client.request<Category>({ method: 'GET', url: `/admin/categories/${id}` });
}
