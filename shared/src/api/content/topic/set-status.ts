import type { Topic, TopicStatusBody } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/topics/{id}/status: sets the status of one topic. */
export function setTopicStatus(client: ApiClient, id: number, body: TopicStatusBody): Promise<Topic> {
  return client.request<Topic>({ method: 'POST', url: `/admin/topics/${id}/status`, data: body });
}
