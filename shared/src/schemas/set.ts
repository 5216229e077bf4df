import { z } from 'zod';
import { createdRangeFilters, listQuerySchema, optionalFilter } from './list-query.js';
import { SET_CONTENT_TYPES, SET_FILTER_TYPES, SET_SORT_FIELDS, SET_STATUSES } from './set-values.js';

// The values (content types, filter types, statuses, sort fields) live in set-values.ts, without zod.
export { SET_CONTENT_TYPES, SET_FILTER_TYPES, SET_SORT_FIELDS, SET_STATUSES } from './set-values.js';

/**
 * Curated content sets (the "Set" search table): a set is hand-picked (`artificial`) or filled by
 * a saved query (`rules`), holds one content type and is online or offline.
 */

export const setContentTypeSchema = z.enum(SET_CONTENT_TYPES);
export type SetContentType = z.infer<typeof setContentTypeSchema>;

export const setFilterTypeSchema = z.enum(SET_FILTER_TYPES);
export type SetFilterType = z.infer<typeof setFilterTypeSchema>;

export const setStatusSchema = z.enum(SET_STATUSES);
export type SetStatus = z.infer<typeof setStatusSchema>;

/**
 * GET /admin/sets query: `number` (the 8-digit set number or its beginning), `name` (starts with),
 * content type, filter type, status and the creation range (days in UTC+8 or ISO date-times).
 */
export const setListQuerySchema = listQuerySchema(SET_SORT_FIELDS, {
  number: optionalFilter(
    z
      .string()
      .trim()
      .regex(/^\d{1,8}$/, 'sets.validation.number'),
  ),
  name: optionalFilter(z.string().trim().min(1).max(40)),
  contentType: optionalFilter(setContentTypeSchema),
  filterType: optionalFilter(setFilterTypeSchema),
  status: optionalFilter(setStatusSchema),
  ...createdRangeFilters,
});
export type SetListQuery = z.input<typeof setListQuerySchema>;

/** A set row. Times are ISO 8601 (UTC). */
export const setRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  contentType: setContentTypeSchema,
  filterType: setFilterTypeSchema,
  count: z.number().int(),
  status: setStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SetRow = z.infer<typeof setRowSchema>;

/** POST /admin/sets/{id}/status: take a set online or offline (admin). */
export const setStatusBodySchema = z.strictObject({ status: setStatusSchema });
export type SetStatusBody = z.infer<typeof setStatusBodySchema>;

export const setRefParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The palette's and CLI's "set status" action: which set, online or offline. */
export const setStatusArgsSchema = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  status: setStatusSchema,
});
export type SetStatusArgs = z.infer<typeof setStatusArgsSchema>;
