import { z } from 'zod';
import { contentKindSchema } from './analysis-panels.js';
import { DASHBOARD_CONTENT_RANGES } from './dashboard-ranges.js';
import { comparedRangeFields, rangeFields } from './list-query.js';

export {
  DASHBOARD_CONTENT_RANGES,
  DASHBOARD_POPULAR_DAYS,
  DASHBOARD_POPULAR_SIZE,
} from './dashboard-ranges.js';

/** GET /admin/dashboard/content-data query. */
export const dashboardContentDataQuerySchema = z.object({
  days: z.enum(DASHBOARD_CONTENT_RANGES).default('30'),
});
export type DashboardContentDataQuery = z.input<typeof dashboardContentDataQuerySchema>;

const counts = z.array(z.number().int());

/** GET /admin/dashboard/content-data answer: one value per day of [from, to] for each series. */
export const dashboardContentDataSchema = z.object({
  ...rangeFields,
  days: z.array(z.string()),
  wallpapers: counts,
  templates: counts,
  unlocks: counts,
  totals: z.object({ wallpapers: z.number().int(), templates: z.number().int(), unlocks: z.number().int() }),
});
export type DashboardContentData = z.infer<typeof dashboardContentDataSchema>;

/** GET /admin/dashboard/popular query: an optional kind, and what ranks the list. */
export const dashboardPopularQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), contentKindSchema.optional()),
  by: z.enum(['unlocks', 'views']).default('unlocks'),
});
export type DashboardPopularQuery = z.input<typeof dashboardPopularQuerySchema>;

/**
 * One popular wallpaper or template (the spec's popular item: key, title, clickNumber, increases).
 * `views` is what the data records of views: downloads for a wallpaper, uses for a template, all time.
 */
export const popularItemSchema = z.object({
  key: z.string(),
  contentType: z.enum(['wallpaper', 'template']),
  id: z.number().int(),
  title: z.string(),
  kind: contentKindSchema,
  rank: z.number().int(),
  /** Rank by unlocks in the previous period (null: no unlock then, or the list is ranked by views). */
  previousRank: z.number().int().nullable(),
  unlocks: z.number().int(),
  previousUnlocks: z.number().int(),
  /** (unlocks - previousUnlocks) / previousUnlocks; null when the previous period had none. */
  change: z.number().nullable(),
  views: z.number().int(),
});
export type PopularItem = z.infer<typeof popularItemSchema>;

/** GET /admin/dashboard/popular answer, with the kinds the content holds (the switch's options). */
export const dashboardPopularSchema = z.object({
  ...comparedRangeFields,
  by: z.enum(['unlocks', 'views']),
  kinds: z.array(z.object({ kind: contentKindSchema, count: z.number().int() })),
  items: z.array(popularItemSchema),
});
export type DashboardPopular = z.infer<typeof dashboardPopularSchema>;

/** GET /admin/dashboard/categories answer: content per category (categories holding any). */
export const dashboardCategoriesSchema = z.object({
  total: z.number().int(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      wallpapers: z.number().int(),
      templates: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type DashboardCategories = z.infer<typeof dashboardCategoriesSchema>;
