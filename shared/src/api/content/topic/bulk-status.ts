import type { BulkStatusResult } from '../../../schemas/content/common.js';
import type { TopicBulkStatusBody } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/topics/bulk-status: sets the status of up to 100 topic rows at once. */
export function bulkSetTopicStatus(client: ApiClient, body: TopicBulkStatusBody): Promise<BulkStatusResult> {
  return client.request<BulkStatusResult>({ method: 'POST', url: '/admin/topics/bulk-status', data: body });
}
