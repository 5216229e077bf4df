import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/topics/{id}: deletes a topic; 409 naming what still refers to it. */
export function deleteTopic(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/topics/${id}` });
}
