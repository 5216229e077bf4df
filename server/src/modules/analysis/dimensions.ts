import type { AnalysisDimensionQuery, AnalysisDimensions } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';
import { analysisRange } from './service.js';

/** Which rollup metric each figure comes from, per dimension. */
const SPLITS: Record<
  AnalysisDimensions['dimension'],
  Partial<Record<AnalysisDimensions['metrics'][number], string>>
> = {
  kind: { paidOrders: 'orders.paid', revenue: 'orders.revenue' },
  channel: { paidOrders: 'orders.paid', revenue: 'orders.revenue', newMembers: 'members.new' },
  platform: { newMembers: 'members.new' },
};

/** The split's rows through the primary key (metric, dim range of the dimension's prefix, day). */
const sqlFor = (metrics: string[]) =>
  `SELECT metric, substr(dim, length($3) + 2) AS value, to_char(day, 'YYYY-MM-DD') AS day, value AS n
  FROM analysis_daily WHERE metric IN (${metrics.map((m) => `'${m}'`).join(', ')})
  AND dim >= $3::text || ':' AND dim < $3::text || ';' AND day BETWEEN $1::date AND $2::date`;
/** One SQL text per dimension (its metrics are fixed identifiers; the raw driver takes no arrays). */
const SQL = Object.fromEntries(
  Object.entries(SPLITS).map(([dimension, split]) => [dimension, sqlFor([...new Set(Object.values(split))])]),
) as Record<AnalysisDimensions['dimension'], string>;

const DAY_MS = 86_400_000;

/** The figures of a range split by one dimension, read from the daily rollups. */
export async function analysisDimensions(
  db: Db,
  q: AnalysisDimensionQuery & { dimension: AnalysisDimensions['dimension'] },
): Promise<AnalysisDimensions> {
  const { from, to } = analysisRange(q);
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const split = SPLITS[q.dimension];
  const metrics = Object.keys(split) as AnalysisDimensions['metrics'];
  const byRollup = new Map(Object.entries(split).map(([m, r]) => [r, m]));
  const index = new Map(days.map((d, i) => [d, i]));
  const rows = await rawRows<{ metric: string; value: string; day: string; n: unknown }>(
    db,
    SQL[q.dimension],
    [from, to, q.dimension],
  );
  const values = new Map<string, AnalysisDimensions['values'][number]>();
  for (const r of rows) {
    const metric = byRollup.get(r.metric);
    const i = index.get(r.day);
    if (!metric || i === undefined) continue;
    let v = values.get(r.value);
    if (!v) {
      v = {
        value: r.value,
        totals: Object.fromEntries(metrics.map((m) => [m, 0])),
        series: Object.fromEntries(metrics.map((m) => [m, days.map(() => 0)])),
      };
      values.set(r.value, v);
    }
    const n = num(r.n);
    v.totals[metric] = (v.totals[metric] ?? 0) + n;
    const s = v.series[metric];
    if (s) s[i] = (s[i] ?? 0) + n;
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
