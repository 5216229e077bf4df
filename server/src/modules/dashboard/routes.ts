import { buildMenuTree } from '@opsdeck/shared/catalogue';
import {
  dashboardCategoriesSchema,
  dashboardContentDataQuerySchema,
  dashboardContentDataSchema,
  dashboardPopularQuerySchema,
  dashboardPopularSchema,
  envelopeSchema,
  menuNodeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { contentByCategory, contentData, popularContent } from './panels.js';

/**
 * POST /api/dashboard/user/menu: the menu tree for the caller's role, from the shared catalogue;
 * GET /api/admin/dashboard/*: the workplace's panels (any role).
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/dashboard/user/menu',
    {
      config: { roles: ['*'] },
      schema: { tags: ['dashboard'], response: { 200: envelopeSchema(z.array(menuNodeSchema)) } },
    },
    async (request) => ok(buildMenuTree(request.operator!.role)),
  );

  typed.get(
    '/admin/dashboard/content-data',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['dashboard'],
        querystring: dashboardContentDataQuerySchema,
        response: { 200: envelopeSchema(dashboardContentDataSchema) },
      },
    },
    async (request) => ok(await contentData(app.db, Number(request.query.days))),
  );

  typed.get(
    '/admin/dashboard/popular',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['dashboard'],
        querystring: dashboardPopularQuerySchema,
        response: { 200: envelopeSchema(dashboardPopularSchema) },
      },
    },
    async (request) => {
      const { kind, by } = request.query;
      return ok(await popularContent(app.db, { kind, by }));
    },
  );

  typed.get(
    '/admin/dashboard/categories',
    {
      config: { roles: ['*'] },
      schema: { tags: ['dashboard'], response: { 200: envelopeSchema(dashboardCategoriesSchema) } },
    },
    async () => ok(await contentByCategory(app.db)),
  );
};
