import {
  categoryBulkStatusBodySchema,
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categorySchema,
  categoryStatusBodySchema,
  categoryUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../content/resource-routes.js';
import * as service from './service.js';

/** Categories: /api/admin/categories (list, detail, create, update, status, bulk status, delete). */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: 'categories',
    tag: 'categories',
    row: categorySchema,
    schemas: {
      listQuery: categoryListQuerySchema,
      create: categoryCreateBodySchema,
      update: categoryUpdateBodySchema,
      status: categoryStatusBodySchema,
      bulkStatus: categoryBulkStatusBodySchema,
    },
    list: service.listCategories,
    get: service.getCategory,
    create: service.createCategory,
    update: service.updateCategory,
    setStatus: service.setCategoryStatus,
    bulkStatus: service.bulkSetCategoryStatus,
    remove: service.deleteCategory,
  });
};
