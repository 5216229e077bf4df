import { z } from 'zod';
import { daysBefore } from './business-format.js';
import { lastFullDay } from './full-days.js';
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

/** The longest range of the points overview, in days. */
export const POINT_OVERVIEW_MAX_DAYS = 366;
/** The default range of the points overview: the 30 days ending on the last full day (yesterday, UTC+8). */
export const POINT_OVERVIEW_DEFAULT_DAYS = 30;

/**
 * The days the points overview covers for the `from`/`to` asked (the server answers for these; the
 * screen shows them in its date fields before and without an answer): `to` defaults to the last full
 * day (yesterday UTC+8, full-days.ts), `from` to the 30 days ending at `to`; a lone bound is clamped
 * so the range stays ordered and at most a year long. Today, asked for, is kept (shown as partial).
 * The schema refuses reversed or over-long explicit ranges before this.
 */
export function pointOverviewRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: string; to: string } {
  let to = asked.to ?? lastFullDay(now);
  if (asked.from && !asked.to && asked.from > to) to = asked.from;
  let from = asked.from ?? daysBefore(to, POINT_OVERVIEW_DEFAULT_DAYS - 1);
  if (!asked.to && daysBefore(to, POINT_OVERVIEW_MAX_DAYS - 1) > from)
    to = daysBefore(from, -(POINT_OVERVIEW_MAX_DAYS - 1));
  if (from > to) from = to;
  return { from, to };
}

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
