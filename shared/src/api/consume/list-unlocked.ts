import type { Page } from '../../schemas/common.js';
import type { UnlockListQuery, UnlockRow } from '../../schemas/consume.js';
import type { ApiClient } from '../client.js';

/** GET /admin/consume/unlocked: content unlocked by paying coins. */
export function listCoinUnlocks(client: ApiClient, query: UnlockListQuery = {}): Promise<Page<UnlockRow>> {
  return client.request<Page<UnlockRow>>({ method: 'GET', url: '/admin/consume/unlocked', params: query });
}
