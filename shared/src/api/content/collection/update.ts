import type { CollectionDetail, CollectionUpdateInput } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/collections/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the collection since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateCollection(
  client: ApiClient,
  id: number,
  body: CollectionUpdateInput,
): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({ method: 'PATCH', url: `/admin/collections/${id}`, data: body });
}
