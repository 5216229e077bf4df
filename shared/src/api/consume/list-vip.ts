import type { Page } from '../../schemas/common.js';
import type { UnlockListQuery, UnlockRow } from '../../schemas/consume.js';
import type { ApiClient } from '../client.js';

/** GET /admin/consume/vip: content unlocked with VIP. */
export function listVipConsumption(client: ApiClient, query: UnlockListQuery = {}): Promise<Page<UnlockRow>> {
  return client.request<Page<UnlockRow>>({ method: 'GET', url: '/admin/consume/vip', params: query });
}
