import type { FastifyPluginAsync } from 'fastify';

/** GET /api/openapi.json (public): the OpenAPI document generated from the route schemas. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};
