import type { Shop } from '../../schemas/shop.js';
import type { ApiClient } from '../client.js';

/** GET /admin/shop/list-all. */
export function listAllShops(client: ApiClient): Promise<Shop[]> {
  return client.request<Shop[]>({ method: 'GET', url: '/admin/shop/list-all' });
}
