import type { AnalysisDimensionQuery, AnalysisDimensions } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { rawBatch } from '../../db/raw.js';
import { integersJson } from '../../http/integers-json.js';
import { FOLD_STATEMENT } from './fold.js';
import {
  asOneRow,
  hasNonZero,
  MONTH_COLUMNS,
  MONTHS_WHERE,
  monthOf,
  monthRowsOf,
  rangeMonths,
  seriesJson,
  windowOf,
} from './monthly.js';
import { analysisRange, daysBetween } from './service.js';

/** Which rollup metric each figure comes from, per dimension. */
const SPLITS: Record<
  AnalysisDimensions['dimension'],
  Partial<Record<AnalysisDimensions['metrics'][number], string>>
> = {
  kind: { paidOrders: 'orders.paid', revenue: 'orders.revenue' },
  channel: { paidOrders: 'orders.paid', revenue: 'orders.revenue', newMembers: 'members.new' },
  platform: { newMembers: 'members.new' },
};

/** The split's monthly rows through the primary key (metric, dim range of the dimension's prefix, month). */
const sqlFor = (metrics: string[]) =>
  asOneRow(`SELECT ${MONTH_COLUMNS} FROM analysis_monthly WHERE metric IN (${metrics.map((m) => `'${m}'`).join(', ')})
  AND dim >= $3::text || ':' AND dim < $3::text || ';' AND ${MONTHS_WHERE}`);
/** One SQL text per dimension (its metrics are fixed identifiers; the raw driver takes no arrays). */
const SQL = Object.fromEntries(
  Object.entries(SPLITS).map(([dimension, split]) => [dimension, sqlFor([...new Set(Object.values(split))])]),
) as Record<AnalysisDimensions['dimension'], string>;

type Metric = AnalysisDimensions['metrics'][number];
/** A value of the dimension as read: each metric's total and its months' texts. */
interface Entry {
  value: string;
  totals: Partial<Record<Metric, number>>;
  parts: Partial<Record<Metric, string[]>>;
  /** Whether it has a day that is not 0 in the range (a value without one is not listed). */
  listed: boolean;
}

/** The figures of a range split by one dimension, read from the monthly rollups. */
export async function analysisDimensions(
  db: Db,
  q: AnalysisDimensionQuery & { dimension: AnalysisDimensions['dimension'] },
): Promise<AnalysisDimensions> {
  const { from, to } = analysisRange(q);
  const days = daysBetween(from, to);
  const months = rangeMonths(from, to);
  const split = SPLITS[q.dimension];
  const metrics = Object.keys(split) as AnalysisDimensions['metrics'];
  const byRollup = new Map(Object.entries(split).map(([m, r]) => [r, m as Metric]));
  // the fold and the read in one call to the database (PGlite), the fold first
  const [, monthly] = await rawBatch(db, [
    FOLD_STATEMENT,
    { text: SQL[q.dimension], params: [monthOf(from), to, q.dimension] },
  ]);
  const prefix = q.dimension.length + 1;
  const entries = new Map<string, Entry>();
  // each value's series joined from its months' day texts (a year by channel is 13,000 numbers: the
  // database's text of them is passed on, and only the two months the range cuts are read number by number)
  for (const r of monthRowsOf((monthly ?? []) as { rows: string | null }[])) {
    const metric = byRollup.get(r.metric);
    const i = months.index.get(r.month);
    const days = metric && i !== undefined ? windowOf(r, from, to) : null;
    if (!metric || i === undefined || !days) continue;
    const value = r.dim.slice(prefix);
    let e = entries.get(value);
    if (!e) {
      e = { value, totals: {}, parts: {}, listed: false };
      for (const m of metrics) {
        e.totals[m] = 0;
        e.parts[m] = [];
      }
      entries.set(value, e);
    }
    (e.parts[metric] as string[])[i] = days.text;
    e.totals[metric] = (e.totals[metric] ?? 0) + days.sum;
    if (!e.listed) e.listed = hasNonZero(days.text);
  }
  const first = metrics[0] ?? 'paidOrders';
  return {
    from,
    to,
    dimension: q.dimension,
    days,
    metrics,
    values: [...entries.values()]
      .filter((e) => e.listed)
      .sort((a, b) => (b.totals[first] ?? 0) - (a.totals[first] ?? 0) || a.value.localeCompare(b.value))
      .map((e) => ({
        value: e.value,
        totals: e.totals,
        series: Object.fromEntries(
          metrics.map((m) => [m, integersJson(seriesJson(months, e.parts[m] ?? []))]),
        ),
      })),
  };
}
