import { categoryResource } from '@opsdeck/shared/resources';
import { resourceRoutes } from '../content/resource-routes.js';
import * as service from './service.js';

/** Categories: /api/admin/categories (list, detail, create, update, status, bulk status, delete). */
export const categoryRoutes = resourceRoutes({
  resource: categoryResource,
  list: service.listCategories,
  get: service.getCategory,
  create: service.createCategory,
  update: service.updateCategory,
  setStatus: service.setCategoryStatus,
  bulkStatus: service.bulkSetCategoryStatus,
  remove: service.deleteCategory,
});
