import { buildMenuTree } from '@opsdeck/shared/catalogue';
import { envelopeSchema, menuNodeSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';

/** POST /api/dashboard/user/menu: the menu tree for the caller's role, from the shared catalogue. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dashboard/user/menu',
    {
      config: { roles: ['*'] },
      schema: { tags: ['dashboard'], response: { 200: envelopeSchema(z.array(menuNodeSchema)) } },
    },
    async (request) => ok(buildMenuTree(request.operator!.role)),
  );
};
