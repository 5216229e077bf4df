import type { CollectionBulkStatusBody } from '../../../schemas/content/collection.js';
import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/collections/bulk-status: sets the status of up to 100 collection rows at once. */
export function bulkSetCollectionStatus(
  client: ApiClient,
  body: CollectionBulkStatusBody,
): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({
    method: 'POST',
    url: '/admin/collections/bulk-status',
    data: body,
  });
}
