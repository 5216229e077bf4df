import { shopSchema } from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { route, routesOf } from '../../http/routes.js';
import { listAllShops } from './service.js';

/** GET /api/admin/shop/list-all. */
export const shopRoutes = routesOf('shop', [
  route({
    url: '/admin/shop/list-all',
    response: z.array(shopSchema),
    handler: ({ db, request }) => listAllShops(db, request.locale),
  }),
]);
