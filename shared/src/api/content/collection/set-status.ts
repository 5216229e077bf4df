import type { CollectionDetail, CollectionStatusBody } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/collections/{id}/status: sets the status of one collection. */
export function setCollectionStatus(
  client: ApiClient,
  id: number,
  body: CollectionStatusBody,
): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({
    method: 'POST',
    url: `/admin/collections/${id}/status`,
    data: body,
  });
}
