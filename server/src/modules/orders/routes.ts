import { envelopeSchema, orderListQuerySchema, orderRowSchema, pageSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { listOrders } from './service.js';

/** Orders of every kind (one screen per kind). */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/orders',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['orders'],
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(orderRowSchema)) },
      },
    },
    async (request) => ok(await listOrders(app.db, request.query)),
  );
};
