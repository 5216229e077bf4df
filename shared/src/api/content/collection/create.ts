import type { CollectionCreateInput, CollectionDetail } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/collections: creates a collection (409 on a duplicate slug, 400 naming a bad field). */
export function createCollection(client: ApiClient, body: CollectionCreateInput): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({ method: 'POST', url: '/admin/collections', data: body });
}
