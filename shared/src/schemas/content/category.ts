import { z } from 'zod';
import { listQuerySchema, optionalFilter } from '../list-query.js';
import {
  bulkStatusBodySchema,
  contentRowSchema,
  searchFilter,
  slugSchema,
  sortOrderSchema,
  statusBodySchema,
  updateBodySchema,
} from './common.js';
import { CATEGORY_LIMITS, CATEGORY_SCOPES, CATEGORY_SORT_FIELDS, CATEGORY_STATUSES } from './values.js';

// The values live in values.ts, without zod (a list showing them loads no zod).
export { CATEGORY_LIMITS, CATEGORY_SCOPES, CATEGORY_SORT_FIELDS, CATEGORY_STATUSES } from './values.js';

export const categoryScopeSchema = z.enum(CATEGORY_SCOPES);
export type CategoryScope = z.infer<typeof categoryScopeSchema>;

export const categoryStatusSchema = z.enum(CATEGORY_STATUSES);
export type CategoryStatus = z.infer<typeof categoryStatusSchema>;

/** A category row; `wallpaperCount` and `templateCount` are derived. */
export const categorySchema = contentRowSchema({
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  scope: categoryScopeSchema,
  sort: z.number().int(),
  status: categoryStatusSchema,
  wallpaperCount: z.number().int(),
  templateCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /admin/categories: `q` (name or slug contains), scope (`both` matches too), status; sort default sort:asc. */
export const categoryListQuerySchema = listQuerySchema(CATEGORY_SORT_FIELDS, {
  q: searchFilter(50),
  scope: optionalFilter(categoryScopeSchema),
  status: optionalFilter(categoryStatusSchema),
});
export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;

const categoryFields = {
  name: z.string().trim().min(1).max(CATEGORY_LIMITS.name),
  slug: slugSchema,
  icon: z.string().trim().max(CATEGORY_LIMITS.icon),
  scope: categoryScopeSchema,
  sort: sortOrderSchema,
  status: categoryStatusSchema,
};

/** POST /admin/categories. */
export const categoryCreateBodySchema = z.object({
  ...categoryFields,
  icon: categoryFields.icon.default(''),
  scope: categoryFields.scope.default('both'),
  sort: categoryFields.sort.default(0),
  status: categoryFields.status.default('enabled'),
});

/** PATCH /admin/categories/{id}: any fields, plus the `updatedAt` that was read. */
export const categoryUpdateBodySchema = updateBodySchema(categoryFields);

/** POST /admin/categories/{id}/status and /admin/categories/bulk-status. */
export const categoryStatusBodySchema = statusBodySchema(categoryStatusSchema);
export const categoryBulkStatusBodySchema = bulkStatusBodySchema(categoryStatusSchema);
