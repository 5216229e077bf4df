import { buildMenuTree } from '@opsdeck/shared/catalogue';
import {
  dashboardCategoriesSchema,
  dashboardContentDataQuerySchema,
  dashboardContentDataSchema,
  dashboardPopularQuerySchema,
  dashboardPopularSchema,
  menuNodeSchema,
} from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { queryRoute, route, routesOf } from '../../http/routes.js';
import { contentByCategory, contentData } from './panels.js';
import { rememberedPopularContent } from './popular-remembered.js';

/**
 * POST /api/dashboard/user/menu: the menu tree for the caller's role, from the shared catalogue;
 * GET /api/admin/dashboard/*: the workplace's panels (any role).
 */
export const dashboardRoutes = routesOf('dashboard', [
  route({
    method: 'POST',
    url: '/dashboard/user/menu',
    response: z.array(menuNodeSchema),
    handler: async ({ request }) => buildMenuTree(request.operator!.role),
  }),
  queryRoute(
    '/admin/dashboard/content-data',
    dashboardContentDataQuerySchema,
    dashboardContentDataSchema,
    (db, q) => contentData(db, Number(q.days)),
  ),
  queryRoute('/admin/dashboard/popular', dashboardPopularQuerySchema, dashboardPopularSchema, (db, q) =>
    rememberedPopularContent(db, { kind: q.kind, by: q.by }),
  ),
  route({
    url: '/admin/dashboard/categories',
    response: dashboardCategoriesSchema,
    handler: ({ db }) => contentByCategory(db),
  }),
]);
