import {
  categoryBulkStatusBodySchema,
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categorySchema,
  categoryStatusBodySchema,
  categoryUpdateBodySchema,
} from '../schemas/content/category.js';
import { defineResource } from './define.js';

/** /admin/categories. */
export const categoryResource = defineResource('categories', {
  row: categorySchema,
  listQuery: categoryListQuerySchema,
  create: categoryCreateBodySchema,
  update: categoryUpdateBodySchema,
  status: categoryStatusBodySchema,
  bulkStatus: categoryBulkStatusBodySchema,
});
