import {
  ANALYSIS_DEFAULT_DAYS,
  ANALYSIS_MAX_DAYS,
  type AnalysisFigure,
  type AnalysisMetric,
  type AnalysisOverview,
  type AnalysisRangeQuery,
} from '@opsdeck/shared/schemas';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';

const DAY_MS = 86_400_000;
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) out.push(d);
  return out;
}

/** The range: `to` defaults to today (UTC+8), `from` to 30 days ending at `to`; at most a year. */
export function analysisRange(q: AnalysisRangeQuery, now = new Date()): { from: string; to: string } {
  let to = q.to || businessDay(now);
  if (q.from && !q.to && q.from > to) to = q.from;
  let from = q.from || shiftDay(to, -(ANALYSIS_DEFAULT_DAYS - 1));
  if (!q.to && shiftDay(from, ANALYSIS_MAX_DAYS - 1) < to) to = shiftDay(from, ANALYSIS_MAX_DAYS - 1);
  if (from > to) from = to;
  return { from, to };
}

/** Rollup metric (and dimension) behind each figure. */
export const ROLLUP: Record<Exclude<AnalysisMetric, 'payingMembers'>, string> = {
  newMembers: 'members.new',
  paidOrders: 'orders.paid',
  revenue: 'orders.revenue',
  coinsIssued: 'coins.issued',
  coinsSpent: 'coins.spent',
  unlocks: 'unlocks',
};

/** Daily rollup metric of the number of members who paid on a day (the paying members' trend). */
export const PAYERS_DAILY = 'payers';
/** The metrics read (fixed identifiers, written into the SQL text: the raw driver takes no arrays). */
const METRICS_SQL = [...Object.values(ROLLUP), PAYERS_DAILY].map((m) => `'${m}'`).join(', ');

/**
 * The range's daily rows (i = day's index in the range) and the previous range's totals (i = -1), through
 * the primary key: whole totals and revenue by kind. $1..$2 is the range, $3..$4 the one before.
 */
const ROWS_WHERE = `(metric IN (${METRICS_SQL}) AND dim = '')`;
const KINDS_WHERE = `(metric = 'orders.revenue' AND dim >= 'kind:' AND dim < 'kind;')`;
const DAILY_SQL = `SELECT metric, dim, day - $1::date AS i, value FROM analysis_daily
  WHERE ${ROWS_WHERE} AND day BETWEEN $1::date AND $2::date
  UNION ALL
  SELECT metric, dim, day - $1::date AS i, value FROM analysis_daily
  WHERE ${KINDS_WHERE} AND day BETWEEN $1::date AND $2::date
  UNION ALL
  SELECT metric, dim, -1 AS i, sum(value) AS value FROM analysis_daily
  WHERE ${ROWS_WHERE} AND day BETWEEN $3::date AND $4::date GROUP BY metric, dim
  UNION ALL
  SELECT metric, dim, -1 AS i, sum(value) AS value FROM analysis_daily
  WHERE ${KINDS_WHERE} AND day BETWEEN $3::date AND $4::date GROUP BY metric, dim`;
/** Distinct payers of [from, to]: each counted on their first paying day in the range (migration 011). */
export const PAYERS_SQL = `SELECT COALESCE(sum(n), 0) AS n FROM analysis_payers_since
  WHERE since = $1::date AND day BETWEEN $1::date AND $2::date`;
/** (value - previous) / previous, to four places; null when there was nothing before. */
export const growth = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 10_000;

/**
 * The analysis overview over a range and the range of the same length before it, read from the daily
 * rollups (kept by triggers in each write's transaction, so the figures are exact and the cost does
 * not grow with the number of orders).
 */
export async function analysisOverview(db: Db, q: AnalysisRangeQuery): Promise<AnalysisOverview> {
  const { from, to } = analysisRange(q);
  const days = daysBetween(from, to);
  const previousTo = shiftDay(from, -1);
  const previousFrom = shiftDay(previousTo, -(days.length - 1));
  const [rows, [payers], [previousPayers]] = await Promise.all([
    rawRows<{ metric: string; dim: string; i: unknown; value: unknown }>(db, DAILY_SQL, [
      from,
      to,
      previousFrom,
      previousTo,
    ]),
    rawRows<{ n: unknown }>(db, PAYERS_SQL, [from, to]),
    rawRows<{ n: unknown }>(db, PAYERS_SQL, [previousFrom, previousTo]),
  ]);
  const blank = (): AnalysisFigure => ({ value: 0, previous: 0, growth: null, series: days.map(() => 0) });
  const byKey = new Map<string, AnalysisFigure>();
  for (const r of rows) {
    const key = `${r.metric}|${r.dim}`;
    let figure = byKey.get(key);
    if (!figure) {
      figure = blank();
      byKey.set(key, figure);
    }
    const value = num(r.value);
    const i = num(r.i);
    if (i < 0) figure.previous += value;
    else {
      figure.value += value;
      figure.series[i] = (figure.series[i] ?? 0) + value;
    }
  }
  const done = (f: AnalysisFigure) => ({ ...f, growth: growth(f.value, f.previous) });
  const figures = {} as Record<AnalysisMetric, AnalysisFigure>;
  for (const [metric, rollup] of Object.entries(ROLLUP) as [keyof typeof ROLLUP, string][]) {
    figures[metric] = done(byKey.get(`${rollup}|`) ?? blank());
  }
  const paying = { ...blank(), series: byKey.get(`${PAYERS_DAILY}|`)?.series ?? days.map(() => 0) };
  paying.value = num(payers?.n);
  paying.previous = num(previousPayers?.n);
  figures.payingMembers = done(paying);
  const revenueByKind = [...byKey.entries()]
    .filter(([key]) => key.startsWith('orders.revenue|kind:'))
    .map(([key, f]) => ({ kind: key.slice('orders.revenue|kind:'.length), ...done(f) }))
    .sort((a, b) => b.value - a.value || a.kind.localeCompare(b.kind));
  return { from, to, previousFrom, previousTo, days, figures, revenueByKind };
}
