import type { Topic, TopicUpdateInput } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/**
 * PATCH /admin/topics/{id}: changes the given fields. `body.updatedAt` is the value that was read;
 * when someone else changed the topic since, the answer is 409 (detail rule `stale`) and nothing changes.
 */
export function updateTopic(client: ApiClient, id: number, body: TopicUpdateInput): Promise<Topic> {
  return client.request<Topic>({ method: 'PATCH', url: `/admin/topics/${id}`, data: body });
}
