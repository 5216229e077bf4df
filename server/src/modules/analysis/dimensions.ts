import {
  type AnalysisDimensionQuery,
  type AnalysisDimensions,
  blankDimensionValue,
} from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { rawBatch } from '../../db/raw.js';
import { FOLD_STATEMENT } from './fold.js';
import { asOneRow, eachDayOf, MONTH_COLUMNS, MONTHS_WHERE, monthOf, monthRowsOf } from './monthly.js';
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

/** The figures of a range split by one dimension, read from the monthly rollups. */
export async function analysisDimensions(
  db: Db,
  q: AnalysisDimensionQuery & { dimension: AnalysisDimensions['dimension'] },
): Promise<AnalysisDimensions> {
  const { from, to } = analysisRange(q);
  const days = daysBetween(from, to);
  const split = SPLITS[q.dimension];
  const metrics = Object.keys(split) as AnalysisDimensions['metrics'];
  const byRollup = new Map(Object.entries(split).map(([m, r]) => [r, m]));
  // the fold and the read in one call to the database (PGlite), the fold first
  const [, monthly] = await rawBatch(db, [
    FOLD_STATEMENT,
    { text: SQL[q.dimension], params: [monthOf(from), to, q.dimension] },
  ]);
  const rows = monthRowsOf((monthly ?? []) as { rows: string | null }[]);
  const prefix = q.dimension.length + 1;
  const values = new Map<string, AnalysisDimensions['values'][number]>();
  const entryOf = (value: string) => {
    let v = values.get(value);
    if (!v) {
      v = blankDimensionValue(value, metrics, days.length);
      values.set(value, v);
    }
    return v;
  };
  for (const r of rows) {
    const metric = byRollup.get(r.metric);
    if (!metric) continue;
    // the value's entry, made on its first day in the range with a figure (a value without one is not listed)
    let v: AnalysisDimensions['values'][number] | undefined;
    let total = 0;
    eachDayOf(r, from, (i, n) => {
      if (i < 0 || i >= days.length) return;
      v ??= entryOf(r.dim.slice(prefix));
      const s = v.series[metric] as number[];
      s[i] = (s[i] ?? 0) + n;
      total += n;
    });
    if (v) v.totals[metric] = (v.totals[metric] ?? 0) + total;
  }
  const first = metrics[0] ?? 'paidOrders';
  return {
    from,
    to,
    dimension: q.dimension,
    days,
    metrics,
    values: [...values.values()].sort(
      (a, b) => (b.totals[first] ?? 0) - (a.totals[first] ?? 0) || a.value.localeCompare(b.value),
    ),
  };
}
