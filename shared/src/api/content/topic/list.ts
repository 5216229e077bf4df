import type { Page } from '../../../schemas/common.js';
import type { Topic, TopicListQuery } from '../../../schemas/content/topic.js';
import type { ApiClient } from '../../client.js';

/** GET /admin/topics: topic rows filtered, sorted and paged on the server (`{list, total}`). */
export function listTopics(client: ApiClient, query: TopicListQuery = {}): Promise<Page<Topic>> {
  return client.request<Page<Topic>>({ method: 'GET', url: '/admin/topics', params: query });
}
