import type { Page } from '../../../schemas/common.js';
import type { Collection, CollectionListQuery } from '../../../schemas/content/collection.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/collections: collection rows filtered, sorted and paged on the server (`{list, total}`). */
export function listCollections(
  client: ApiClient,
  query: CollectionListQuery = {},
): Promise<Page<Collection>> {
  return client.request<Page<Collection>>({ method: 'GET', url: '/admin/collections', params: query });
}
