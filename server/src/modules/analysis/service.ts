import {
  ANALYSIS_DEFAULT_DAYS,
  ANALYSIS_MAX_DAYS,
  type AnalysisFigure,
  type AnalysisMetric,
  type AnalysisOverview,
  type AnalysisRangeQuery,
  lastFullDay,
} from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawBatch } from '../../db/raw.js';
import { integersJson } from '../../http/integers-json.js';
import { FOLD_STATEMENT } from './fold.js';
import {
  asOneRow,
  dayNumber,
  daysBetween,
  MONTH_COLUMNS,
  MONTHS_WHERE,
  monthOf,
  monthRowsOf,
  rangeMonths,
  seriesJson,
  shiftDay,
  wholeMonths,
  windowOf,
} from './monthly.js';

/** The day helpers, also exported here beside the range they serve. */
export { daysBetween, shiftDay } from './monthly.js';

/**
 * The range: `to` defaults to the last full day (yesterday UTC+8, the rule of every daily view and
 * of `opsdeck stats`: shared full-days.ts), `from` to 30 days ending at `to`; at most a year. A lone
 * `from` after that day ends the range on itself (today, asked for, is shown marked as partial).
 */
export function analysisRange(q: AnalysisRangeQuery, now = new Date()): { from: string; to: string } {
  let to = q.to || lastFullDay(now);
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

/** The overview's rollups, each filter a primary-key range: the whole figures, and paid orders and revenue by kind. */
const FIGURES = [
  `metric IN (${METRICS_SQL}) AND dim = ''`,
  `metric IN ('orders.paid', 'orders.revenue') AND dim >= 'kind:' AND dim < 'kind;'`,
];
/**
 * The overview's monthly rows in one statement through the primary key: each figure's days of the
 * months from the previous range's first ($1, a first day) to the range's last day ($2) except the
 * previous range's whole months ($3 to $4, first days; none when $3 > $4), and those whole months
 * summed into one total per figure (migration 017). A year reads 13 months of days, two edge months
 * and one total per figure, not 26 months of days; the two sets never share a month.
 */
const MONTHLY_SQL = asOneRow(
  FIGURES.flatMap((where) => [
    `SELECT ${MONTH_COLUMNS} FROM analysis_monthly
  WHERE ${where} AND ${MONTHS_WHERE} AND month NOT BETWEEN $3::date AND $4::date`,
    `SELECT metric, dim, NULL, NULL, sum(total)::text FROM analysis_monthly
  WHERE ${where} AND month BETWEEN $3::date AND $4::date GROUP BY metric, dim`,
  ]).join('\n  UNION ALL\n  '),
);
/**
 * Distinct payers of [$1, $2] and of [$3, $4] in one statement: each payer counted on their first
 * paying day in the range (migration 011).
 */
const payersOf = (since: string, until: string) => `(SELECT COALESCE(sum(n), 0) FROM analysis_payers_since
  WHERE since = ${since}::date AND day BETWEEN ${since}::date AND ${until}::date)`;
const PAYERS_SQL = `SELECT ${payersOf('$1', '$2')} AS n, ${payersOf('$3', '$4')} AS previous`;
/** Distinct payers of [$1, $2] alone (the data-chain cards). */
export const RANGE_PAYERS_SQL = `SELECT ${payersOf('$1', '$2')} AS n`;
/** (value - previous) / previous, to four places; null when there was nothing before. */
export const growth = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 10_000;

/** An overview as answered, with the database's answers it was shaped from. */
interface Shaped {
  monthly: unknown;
  n: unknown;
  previous: unknown;
  answer: AnalysisOverview;
}

/** Ranges whose last overview each database remembers (the default range moves once a day). */
const MAX_SHAPED = 16;
/** The last overview shaped per range, per open database (a process may open several: tests, tools). */
const shapedOn = new WeakMap<Db, Map<string, Shaped>>();

/**
 * The analysis overview over a range and the range of the same length before it, read from the monthly
 * rollups (kept by triggers in each write's transaction, so the figures are exact and the cost does
 * not grow with the number of orders, and barely with the range).
 *
 * Every request folds and reads the rollups; when the database answers exactly what it answered the
 * last time for the same range (the same monthly text and the same payers), the overview shaped from
 * that answer is answered again, frozen, instead of being shaped anew: the answer is a function of
 * the range and those two reads alone, so it is the same, and nothing is remembered that the reads
 * do not confirm.
 */
export async function analysisOverview(db: Db, q: AnalysisRangeQuery): Promise<AnalysisOverview> {
  const { from, to } = analysisRange(q);
  const previousTo = shiftDay(from, -1);
  const previousFrom = shiftDay(previousTo, -(dayNumber(to) - dayNumber(from)));
  const whole = wholeMonths(previousFrom, previousTo);
  // the fold and both reads in one call to the database (PGlite), the fold first
  const [, monthly, payerRows] = await rawBatch(db, [
    FOLD_STATEMENT,
    { text: MONTHLY_SQL, params: [monthOf(previousFrom), to, whole.first, whole.last] },
    { text: PAYERS_SQL, params: [from, to, previousFrom, previousTo] },
  ]);
  let shaped = shapedOn.get(db);
  if (!shaped) {
    shaped = new Map();
    shapedOn.set(db, shaped);
  }
  const key = `${from}|${to}`;
  const text = (monthly?.[0] as { rows?: unknown } | undefined)?.rows ?? null;
  const [payers] = (payerRows ?? []) as { n: unknown; previous: unknown }[];
  const last = shaped.get(key);
  if (last && last.monthly === text && last.n === payers?.n && last.previous === payers?.previous)
    return last.answer;
  const answer = deepFreeze(shapeOverview(from, to, previousFrom, previousTo, monthly ?? [], payers));
  shaped.delete(key);
  if (shaped.size >= MAX_SHAPED) shaped.delete(shaped.keys().next().value ?? '');
  shaped.set(key, { monthly: text, n: payers?.n, previous: payers?.previous, answer });
  return answer;
}

/** Freezes an answer and everything in it (a remembered answer is handed to every request). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The overview from the range and the database's two reads (`analysisOverview`). */
function shapeOverview(
  from: string,
  to: string,
  previousFrom: string,
  previousTo: string,
  monthly: unknown[],
  payers: { n: unknown; previous: unknown } | undefined,
): AnalysisOverview {
  const days = daysBetween(from, to);
  const months = rangeMonths(from, to);
  const byKey = new Map<string, { value: number; previous: number; parts: string[] }>();
  // each figure's series joined from its months' day texts (the database's text of the numbers is
  // passed on; only the months a range cuts are read number by number)
  for (const r of monthRowsOf(monthly as { rows: string | null }[])) {
    const key = `${r.metric}|${r.dim}`;
    let f = byKey.get(key);
    if (!f) {
      f = { value: 0, previous: 0, parts: [] };
      byKey.set(key, f);
    }
    // a sum of the previous range's whole months
    if (r.month === '') {
      f.previous += Number(r.total);
      continue;
    }
    const days = windowOf(r, from, to);
    const i = months.index.get(r.month);
    if (days && i !== undefined) {
      f.value += days.sum;
      f.parts[i] = days.text;
    }
    f.previous += windowOf(r, previousFrom, previousTo)?.sum ?? 0;
  }
  const zeros = seriesJson(months, []);
  const figureOf = (key: string): AnalysisFigure => {
    const f = byKey.get(key);
    return f
      ? {
          value: f.value,
          previous: f.previous,
          growth: null,
          series: integersJson(seriesJson(months, f.parts)),
        }
      : { value: 0, previous: 0, growth: null, series: integersJson(zeros) };
  };
  const done = (f: AnalysisFigure) => ({ ...f, growth: growth(f.value, f.previous) });
  const figures = {} as Record<AnalysisMetric, AnalysisFigure>;
  for (const [metric, rollup] of Object.entries(ROLLUP) as [keyof typeof ROLLUP, string][]) {
    figures[metric] = done(figureOf(`${rollup}|`));
  }
  const paying = figureOf(`${PAYERS_DAILY}|`);
  paying.value = num(payers?.n);
  paying.previous = num(payers?.previous);
  figures.payingMembers = done(paying);
  // a kind is listed when it has paid orders in the range or the previous one (also at 0 revenue)
  const revenueByKind = [...byKey.entries()]
    .filter(([key, f]) => key.startsWith('orders.paid|kind:') && f.value + f.previous > 0)
    .map(([key]) => key.slice('orders.paid|kind:'.length))
    .map((kind) => ({ kind, ...done(figureOf(`orders.revenue|kind:${kind}`)) }))
    .sort((a, b) => b.value - a.value || a.kind.localeCompare(b.kind));
  return { from, to, previousFrom, previousTo, days, figures, revenueByKind };
}
