import { z } from 'zod';
import { ANALYSIS_DIMENSIONS, ANALYSIS_METRICS } from './analysis-values.js';
import { comparedRangeFields, dayRangeQuerySchema, rangeFields } from './list-query.js';

export { ANALYSIS_DIMENSIONS, ANALYSIS_METRICS, CHAIN_QUOTAS } from './analysis-values.js';

/** The longest analysis range, in days; the default is the last 30 days (UTC+8). */
export const ANALYSIS_MAX_DAYS = 366;
export const ANALYSIS_DEFAULT_DAYS = 30;

/** GET /admin/analysis/overview query: `from`/`to` business days (UTC+8, inclusive). */
export const analysisRangeQuerySchema = dayRangeQuerySchema(ANALYSIS_MAX_DAYS);
export type AnalysisRangeQuery = z.input<typeof analysisRangeQuerySchema>;

/** The overview figures: each a total over the range, the previous range of the same length, a daily series. */
export const analysisMetricSchema = z.enum(ANALYSIS_METRICS);
export type AnalysisMetric = z.infer<typeof analysisMetricSchema>;

export const analysisFigureSchema = z.object({
  value: z.number().int(),
  previous: z.number().int(),
  /** (value - previous) / previous; null when the previous period had none. */
  growth: z.number().nullable(),
  /** One value per day of the range. */
  series: z.array(z.number().int()),
});
export type AnalysisFigure = z.infer<typeof analysisFigureSchema>;

/** GET /admin/analysis/overview answer. Revenue is in cents (gross paid, on the day paid). */
export const analysisOverviewSchema = z.object({
  ...comparedRangeFields,
  days: z.array(z.string()),
  figures: z.record(analysisMetricSchema, analysisFigureSchema),
  /** Revenue (cents) by order kind. */
  revenueByKind: z.array(z.object({ kind: z.string() }).and(analysisFigureSchema)),
});
export type AnalysisOverview = z.infer<typeof analysisOverviewSchema>;

/** The dimensions of the multi-dimension analysis. */
export const analysisDimensionSchema = z.enum(ANALYSIS_DIMENSIONS);
export type AnalysisDimension = z.infer<typeof analysisDimensionSchema>;

/** GET /admin/analysis/dimensions query: a range and the dimension to split by. */
export const analysisDimensionQuerySchema = z.intersection(
  analysisRangeQuerySchema,
  z.object({ dimension: analysisDimensionSchema.default('kind') }),
);
export type AnalysisDimensionQuery = z.input<typeof analysisDimensionQuerySchema>;

/**
 * GET /admin/analysis/dimensions answer: for each value of the dimension, a daily series of each
 * metric it splits (kind and channel: paid orders and revenue in cents, by the order's kind or
 * payment channel; platform and channel: new members, by the member's platform or store channel).
 */
export const analysisDimensionsSchema = z.object({
  ...rangeFields,
  dimension: analysisDimensionSchema,
  days: z.array(z.string()),
  metrics: z.array(z.enum(['paidOrders', 'revenue', 'newMembers'])),
  values: z.array(
    z.object({
      value: z.string(),
      totals: z.record(z.string(), z.number().int()),
      series: z.record(z.string(), z.array(z.number().int())),
    }),
  ),
});
export type AnalysisDimensions = z.infer<typeof analysisDimensionsSchema>;

/** A dimension value with nothing counted yet: each metric's total 0 and a series of `days` zeros. */
export function blankDimensionValue(
  value: string,
  metrics: AnalysisDimensions['metrics'],
  days: number,
): AnalysisDimensions['values'][number] {
  return {
    value,
    totals: Object.fromEntries(metrics.map((m) => [m, 0])),
    series: Object.fromEntries(metrics.map((m) => [m, new Array<number>(days).fill(0)])),
  };
}
