import type { CategoryBulkStatusBody } from '../../../schemas/content/category.js';
import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/categories/bulk-status: sets the status of up to 100 category rows at once. */
export function bulkSetCategoryStatus(
  client: ApiClient,
  body: CategoryBulkStatusBody,
): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({
    method: 'POST',
    url: '/admin/categories/bulk-status',
    data: body,
  });
}
