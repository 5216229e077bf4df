import { z } from 'zod';
import { analysisRangeQuerySchema } from './analysis.js';
import { CHAIN_QUOTAS } from './analysis-values.js';
import { comparedRangeFields, rangeFields } from './list-query.js';

/**
 * The kinds of content the publishing panels split by: wallpapers by type (a live wallpaper is a
 * video) and templates by kind.
 */
export const contentKindSchema = z.enum([
  'wallpaper.static',
  'wallpaper.live',
  'template.card',
  'template.poster',
  'template.wallpaper',
]);
export type ContentKind = z.infer<typeof contentKindSchema>;

/**
 * GET /admin/analysis/content-publishing answer: the wallpapers and templates added to the catalogue
 * in the range (by the day they were created, UTC+8), per kind per day and per category.
 */
export const contentPublishingSchema = z.object({
  ...rangeFields,
  days: z.array(z.string()),
  kinds: z.array(
    z.object({ kind: contentKindSchema, total: z.number().int(), series: z.array(z.number().int()) }),
  ),
  categories: z.array(
    z.object({
      categoryId: z.number().int(),
      name: z.string(),
      total: z.number().int(),
      byKind: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type ContentPublishing = z.infer<typeof contentPublishingSchema>;

/** The period analysis' series: content added, wallpaper unlocks, template unlocks. */
export const contentPeriodSeriesSchema = z.enum(['published', 'wallpaperUnlocks', 'templateUnlocks']);
export type ContentPeriodSeries = z.infer<typeof contentPeriodSeriesSchema>;

/**
 * GET /admin/analysis/content-period answer: over the range, per two-hour slot of the day (UTC+8;
 * slot 0 is 00:00-01:59), how much content was added and how many wallpapers and templates were
 * unlocked.
 */
export const contentPeriodSchema = z.object({
  ...rangeFields,
  slots: z.array(z.string()),
  series: z.array(z.object({ name: contentPeriodSeriesSchema, values: z.array(z.number().int()) })),
});
export type ContentPeriod = z.infer<typeof contentPeriodSchema>;

/** GET /admin/analysis/popular-authors query: the range and how many operators (1-50, default 10). */
export const popularAuthorsQuerySchema = z.intersection(
  analysisRangeQuerySchema,
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
);
export type PopularAuthorsQuery = z.input<typeof popularAuthorsQuerySchema>;

/**
 * GET /admin/analysis/popular-authors answer: the operators who added the most content in the range,
 * with the views of that content (a wallpaper's downloads plus a template's uses, as counted so far).
 */
export const popularAuthorsSchema = z.object({
  ...rangeFields,
  list: z.array(
    z.object({
      ranking: z.number().int(),
      operatorId: z.number().int(),
      author: z.string(),
      contentCount: z.number().int(),
      wallpapers: z.number().int(),
      templates: z.number().int(),
      clickCount: z.number().int(),
    }),
  ),
});
export type PopularAuthors = z.infer<typeof popularAuthorsSchema>;

/**
 * The quotas of the data-chain growth cards, each a figure of this product: new members (the
 * template's retention trend), paying members (user retention), unlocks (content consumption
 * trend) and coins spent (content consumption).
 */
export const chainQuotaSchema = z.enum(CHAIN_QUOTAS);
export type ChainQuota = z.infer<typeof chainQuotaSchema>;

/** GET /admin/analysis/chain-growth query: a range and the quota. */
export const chainGrowthQuerySchema = z.intersection(
  analysisRangeQuerySchema,
  z.object({ quota: chainQuotaSchema }),
);
export type ChainGrowthQuery = z.input<typeof chainGrowthQuerySchema>;

/**
 * GET /admin/analysis/chain-growth answer: the quota's total over the range against the range of
 * the same length before it, its daily series, and each day's growth against the day before
 * (`chain`; null when the day before had none).
 */
export const chainGrowthSchema = z.object({
  quota: chainQuotaSchema,
  ...comparedRangeFields,
  count: z.number().int(),
  previous: z.number().int(),
  growth: z.number().nullable(),
  days: z.array(z.string()),
  series: z.array(z.number().int()),
  chain: z.array(z.number().nullable()),
});
export type ChainGrowth = z.infer<typeof chainGrowthSchema>;
