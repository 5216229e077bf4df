import { z } from 'zod';
import { POINT_REASONS, type PointReason, pointReasonSchema } from './ledger.js';
import { POINT_DIRECTIONS } from './ledger-values.js';
import {
  createdRangeFilters,
  dayRangeQuerySchema,
  listQuerySchema,
  memberRefFilters,
  optionalFilter,
  rangeFields,
} from './list-query.js';
import { POINT_OVERVIEW_MAX_DAYS } from './point-range.js';

// The values live in ledger-values.ts, without zod (a list showing them loads no zod).
export { POINT_DIRECTIONS } from './ledger-values.js';

/**
 * GET /admin/points: point_ledger rows (pointLedgerRowSchema). Filter by member, `reason` (the
 * source), `direction`, creation range; sort createdAt (default desc).
 */
export const pointListQuerySchema = listQuerySchema(['createdAt'], {
  ...memberRefFilters,
  reason: optionalFilter(pointReasonSchema),
  direction: optionalFilter(z.enum(POINT_DIRECTIONS)),
  ...createdRangeFilters,
});
export type PointListQuery = z.input<typeof pointListQuerySchema>;

// The overview's range rule lives in point-range.ts, without zod (the overview screen draws its
// date fields with it and loads no schema on its first paint).
export { POINT_OVERVIEW_DEFAULT_DAYS, POINT_OVERVIEW_MAX_DAYS, pointOverviewRange } from './point-range.js';

/** GET /admin/points/overview query: `from`/`to` days (UTC+8, inclusive); default the 30 ending yesterday. */
export const pointOverviewQuerySchema = dayRangeQuerySchema(POINT_OVERVIEW_MAX_DAYS);
export type PointOverviewQuery = z.input<typeof pointOverviewQuerySchema>;

/** Totals of one source over the range: points earned, spent (a positive number) and rows. */
export const pointSourceTotalSchema = z.object({
  source: pointReasonSchema,
  earned: z.number().int(),
  spent: z.number().int(),
  count: z.number().int(),
});
export type PointSourceTotal = z.infer<typeof pointSourceTotalSchema>;

/**
 * GET /admin/points/overview answer. `days` lists every day of the range; each series holds one value
 * per day (same order) for one source: `earned` and `spent` (positive). `totals` has one entry per
 * source (all five, zeros included); `balance` is the sum of all members' points now.
 */
export const pointOverviewSchema = z.object({
  ...rangeFields,
  days: z.array(z.string()),
  totals: z.array(pointSourceTotalSchema),
  series: z.array(
    z.object({
      source: pointReasonSchema,
      earned: z.array(z.number().int()),
      spent: z.array(z.number().int()),
    }),
  ),
  totalEarned: z.number().int(),
  totalSpent: z.number().int(),
  activeMembers: z.number().int(),
  balance: z.number().int(),
});
export type PointOverview = z.infer<typeof pointOverviewSchema>;

/** Points of one source on one day of the range: earned and spent (both positive) over `count` rows. */
export interface PointDayEntry {
  source: PointReason;
  day: string;
  earned: number;
  spent: number;
  count: number;
}

/**
 * The points overview of `days` (every day of the range, in order) from its entries (several for
 * one source and day add up; a source or day outside the range is left out), with the members'
 * figures the entries do not hold.
 */
export function pointOverviewOf(
  range: { from: string; to: string; days: string[] },
  entries: Iterable<PointDayEntry>,
  members: { activeMembers: number; balance: number },
): PointOverview {
  const index = new Map(range.days.map((d, i) => [d, i]));
  const series = POINT_REASONS.map((source) => ({
    source,
    earned: range.days.map(() => 0),
    spent: range.days.map(() => 0),
  }));
  const totals = POINT_REASONS.map((source) => ({ source, earned: 0, spent: 0, count: 0 }));
  for (const e of entries) {
    const s = POINT_REASONS.indexOf(e.source);
    const d = index.get(e.day);
    const line = series[s];
    const total = totals[s];
    if (!line || !total || d === undefined) continue;
    line.earned[d] = (line.earned[d] ?? 0) + e.earned;
    line.spent[d] = (line.spent[d] ?? 0) + e.spent;
    total.earned += e.earned;
    total.spent += e.spent;
    total.count += e.count;
  }
  return {
    ...range,
    totals,
    series,
    totalEarned: totals.reduce((a, t) => a + t.earned, 0),
    totalSpent: totals.reduce((a, t) => a + t.spent, 0),
    ...members,
  };
}
