import type { Category, CategoryCreateInput } from '../../../schemas/content/category.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/categories: creates a category (409 on a duplicate slug, 400 naming a bad field). */
export function createCategory(client: ApiClient, body: CategoryCreateInput): Promise<Category> {
  return client.request<Category>({ method: 'POST', url: '/admin/categories', data: body });
}
