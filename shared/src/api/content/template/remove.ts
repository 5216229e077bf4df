import type { DeleteResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/templates/{id}: deletes a template; 409 naming what still refers to it. */
export function deleteTemplate(client: ApiClient, id: number): Promise<DeleteResult> {
  return client.request<DeleteResult>({ method: 'DELETE', url: `/admin/templates/${id}` });
}
