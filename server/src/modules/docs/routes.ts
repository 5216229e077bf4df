import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/** The OpenAPI document's outline; the rest of it passes through as generated. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json (public): the OpenAPI document generated from the route schemas. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/openapi.json',
    { config: { public: true }, schema: { hide: true, response: { 200: openApiDocumentSchema } } },
    async () => app.swagger(),
  );
};
