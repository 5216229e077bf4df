import type { Page } from '../../schemas/common.js';
import type { OrderListQuery, OrderRow } from '../../schemas/order.js';
import type { ApiClient } from '../client.js';

/** GET /admin/orders: orders of one kind (or all), filtered, sorted and paged on the server. */
export function listOrders(client: ApiClient, query: OrderListQuery = {}): Promise<Page<OrderRow>> {
  return client.request<Page<OrderRow>>({ method: 'GET', url: '/admin/orders', params: query });
}
