import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/collections/{id}: deletes a collection; 409 naming what still refers to it. */
export function deleteCollection(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/collections/${id}` });
}
