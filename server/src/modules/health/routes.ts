import { envelopeSchema, healthSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { health } from './service.js';

/**
 * GET /api/health (public): liveness with the database kind and the server version, plus the
 * demo sign-ins when the database holds the demo seed (the login page shows only those).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: envelopeSchema(healthSchema) } },
    },
    async () => ok(await health(app.database)),
  );
};
