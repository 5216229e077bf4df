import { categoryResource } from '@opsdeck/shared/resources';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../content/resource-routes.js';
import * as service from './service.js';

/** Categories: /api/admin/categories (list, detail, create, update, status, bulk status, delete). */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    resource: categoryResource,
    list: service.listCategories,
    get: service.getCategory,
    create: service.createCategory,
    update: service.updateCategory,
    setStatus: service.setCategoryStatus,
    bulkStatus: service.bulkSetCategoryStatus,
    remove: service.deleteCategory,
  });
};
