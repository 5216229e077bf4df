import type { CollectionDetail, CollectionReorderBody } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** PUT /admin/collections/{id}/items/order: every item id in the new order; the order is stored. */
export function reorderCollectionItems(
  client: ApiClient,
  id: number,
  body: CollectionReorderBody,
): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({
    method: 'PUT',
    url: `/admin/collections/${id}/items/order`,
    data: body,
  });
}
