import type { CollectionDetail } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/collections/{id}: one collection. */
export function getCollection(client: ApiClient, id: number): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({ method: 'GET', url: `/admin/collections/${id}` });
}
