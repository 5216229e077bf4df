import { orderListQuerySchema, orderRowSchema } from '@opsdeck/shared/schemas';
import { pageRoute, routesOf } from '../../http/routes.js';
import { listOrders } from './service.js';

/** Orders of every kind (one screen per kind). */
export const orderRoutes = routesOf('orders', [
  pageRoute('/admin/orders', orderListQuerySchema, orderRowSchema, listOrders),
]);
