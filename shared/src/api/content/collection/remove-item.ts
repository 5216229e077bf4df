import type { CollectionDetail } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** DELETE /admin/collections/{id}/items/{itemId}: removes one item; the rest keep their order. */
export function removeCollectionItem(
  client: ApiClient,
  id: number,
  itemId: number,
): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({
    method: 'DELETE',
    url: `/admin/collections/${id}/items/${itemId}`,
  });
}
