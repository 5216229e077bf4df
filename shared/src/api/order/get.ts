import type { OrderDetail } from '../../schemas/order-detail.js';
import type { ApiClient } from '../client.js';

/**
 * GET /admin/orders/{ref}: one order with the ledger rows and VIP grants it produced and its audit
 * trail. `ref` is the order number or the internal id.
 */
export function getOrder(client: ApiClient, ref: string | number): Promise<OrderDetail> {
  return client.request<OrderDetail>({
    method: 'GET',
    url: `/admin/orders/${encodeURIComponent(String(ref))}`,
  });
}
