import { envelopeSchema, profileSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { getProfile } from './service.js';

/** GET /api/admin/account/profile: the caller's profile. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/account/profile',
    {
      config: { roles: ['*'] },
      schema: { tags: ['account'], response: { 200: envelopeSchema(profileSchema) } },
    },
    async (request) => ok(await getProfile(app.db, request.operator!.id)),
  );
};
