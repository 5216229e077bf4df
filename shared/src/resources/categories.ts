import {
  categoryBulkStatusBodySchema,
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categorySchema,
  categoryStatusBodySchema,
  categoryUpdateBodySchema,
} from '../schemas/content/category.js';
import { defineResource } from './define.js';
import { RESOURCE_PATHS } from './paths.js';

/** /admin/categories. */
export const categoryResource = defineResource(RESOURCE_PATHS.category, {
  row: categorySchema,
  listQuery: categoryListQuerySchema,
  create: categoryCreateBodySchema,
  update: categoryUpdateBodySchema,
  status: categoryStatusBodySchema,
  bulkStatus: categoryBulkStatusBodySchema,
});
