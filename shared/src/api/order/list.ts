import type { Page } from '../../schemas/common.js';
import type { OrderListQuery, OrderRow } from '../../schemas/order.js';
import { queryGet } from '../query-get.js';

/** GET /admin/orders: orders of one kind (or all), filtered, sorted and paged on the server. */
export const listOrders = queryGet<OrderListQuery, Page<OrderRow>>('/admin/orders');
