import type { Category, CategoryUpdateInput } from '../../../schemas/content/category.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/categories/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the category since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateCategory(client: ApiClient, id: number, body: CategoryUpdateInput): Promise<Category> {
  return client.request<Category>({ method: 'PATCH', url: `/admin/categories/${id}`, data: body });
}
