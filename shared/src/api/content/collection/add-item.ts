import type { CollectionDetail, CollectionItemAddBody } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/collections/{id}/items: appends a wallpaper or template (409 when already in it). */
export function addCollectionItem(
  client: ApiClient,
  id: number,
  body: CollectionItemAddBody,
): Promise<CollectionDetail> {
  return client.request<CollectionDetail>({
    method: 'POST',
    url: `/admin/collections/${id}/items`,
    data: body,
  });
}
