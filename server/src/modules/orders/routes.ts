import {
  orderDetailSchema,
  orderListQuerySchema,
  orderRefParamsSchema,
  orderRowSchema,
} from '@opsdeck/shared/schemas';
import { pageRoute, paramsRoute, routesOf } from '../../http/routes.js';
import { orderDetail } from './detail-service.js';
import { listOrders } from './service.js';

/** Orders of every kind (one screen per kind) and one order with what it produced (any signed-in role). */
export const orderRoutes = routesOf('orders', [
  pageRoute('/admin/orders', orderListQuerySchema, orderRowSchema, listOrders),
  paramsRoute('/admin/orders/:ref', orderRefParamsSchema, orderDetailSchema, (db, params, locale) =>
    orderDetail(db, params.ref, locale),
  ),
]);
