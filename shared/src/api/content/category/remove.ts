import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/categories/{id}: deletes a category; 409 naming what still refers to it. */
export function deleteCategory(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/categories/${id}` });
}
