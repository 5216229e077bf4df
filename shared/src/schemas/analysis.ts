import { z } from 'zod';
import { daySchema, optionalFilter } from './ledger-query.js';

/** The longest analysis range, in days; the default is the last 30 days (UTC+8). */
export const ANALYSIS_MAX_DAYS = 366;
export const ANALYSIS_DEFAULT_DAYS = 30;

/** GET /admin/analysis/overview query: `from`/`to` business days (UTC+8, inclusive). */
export const analysisRangeQuerySchema = z
  .object({ from: optionalFilter(daySchema), to: optionalFilter(daySchema) })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', message: 'money.validation.rangeReversed', path: ['to'], input: q.to });
      return;
    }
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > ANALYSIS_MAX_DAYS) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: ANALYSIS_MAX_DAYS,
        inclusive: true,
        message: 'money.validation.rangeTooLong',
        path: ['to'],
        input: q.to,
      });
    }
  });
export type AnalysisRangeQuery = z.input<typeof analysisRangeQuerySchema>;

/** The overview figures: each a total over the range, the previous range of the same length, a daily series. */
export const analysisMetricSchema = z.enum([
  'newMembers',
  'payingMembers',
  'paidOrders',
  'revenue',
  'coinsIssued',
  'coinsSpent',
  'unlocks',
]);
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
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  days: z.array(z.string()),
  figures: z.record(analysisMetricSchema, analysisFigureSchema),
  /** Revenue (cents) by order kind. */
  revenueByKind: z.array(z.object({ kind: z.string() }).and(analysisFigureSchema)),
});
export type AnalysisOverview = z.infer<typeof analysisOverviewSchema>;
