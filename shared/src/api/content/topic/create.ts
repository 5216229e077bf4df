import type { Topic, TopicCreateInput } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/** POST /admin/topics: creates a topic (409 on a duplicate slug, 400 naming a bad field). */
export function createTopic(client: ApiClient, body: TopicCreateInput): Promise<Topic> {
  return client.request<Topic>({ method: 'POST', url: '/admin/topics', data: body });
}
