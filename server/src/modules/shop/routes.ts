import { envelopeSchema, shopSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { listAllShops } from './service.js';

/** GET /api/admin/shop/list-all. */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/shop/list-all',
    {
      config: { roles: ['*'] },
      schema: { tags: ['shop'], response: { 200: envelopeSchema(z.array(shopSchema)) } },
    },
    async () => ok(await listAllShops(app.db)),
  );
};
