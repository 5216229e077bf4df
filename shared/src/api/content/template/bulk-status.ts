import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { TemplateBulkStatusBody } from '../../../schemas/content/template.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/templates/bulk-status: sets the status of up to 100 template rows at once. */
export function bulkSetTemplateStatus(
  client: ApiClient,
  body: TemplateBulkStatusBody,
): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({
    method: 'POST',
    url: '/admin/templates/bulk-status',
    data: body,
  });
}
