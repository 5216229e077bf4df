import type { Category, CategoryStatusBody } from '../../../schemas/content/category.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/categories/{id}/status: sets the status of one category. */
export function setCategoryStatus(
  client: ApiClient,
  id: number,
  body: CategoryStatusBody,
): Promise<Category> {
  return client.request<Category>({ method: 'POST', url: `/admin/categories/${id}/status`, data: body });
}
