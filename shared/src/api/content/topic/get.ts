import type { Topic } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/topics/{id}: one topic. */
export function getTopic(client: ApiClient, id: number): Promise<Topic> {
  return client.request<Topic>({ method: 'GET', url: `/admin/topics/${id}` });
}
