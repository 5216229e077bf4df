import type { Page } from '../../schemas/common.js';
import type { SetListQuery, SetRow } from '../../schemas/set.js';
import type { ApiClient } from '../client.js';

/** GET /admin/sets: curated sets, filtered, sorted and paged on the server. */
export function listSets(client: ApiClient, query: SetListQuery = {}): Promise<Page<SetRow>> {
  return client.request<Page<SetRow>>({ method: 'GET', url: '/admin/sets', params: query });
}
