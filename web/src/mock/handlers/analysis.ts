import {
  ANALYSIS_DEFAULT_DAYS,
  ANALYSIS_MAX_DAYS,
  type AnalysisDimensions,
  type AnalysisFigure,
  type AnalysisMetric,
  type AnalysisOverview,
  type AnalysisRangeQuery,
  analysisDimensionQuerySchema,
  analysisRangeQuerySchema,
  blankDimensionValue,
  lastFullDay,
} from '@opsdeck/shared/schemas';
import { daysBefore } from '../../components/data-list/format.ts';
import { type Fact, type FactMetric, factsOf } from '../data/analysis-facts.ts';
import { ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

/** `day` moved by `days` (negative: earlier). */
const shift = (day: string, days: number) => daysBefore(day, -days);

function daysOf(from: string, to: string): string[] {
  const out = [from];
  while ((out.at(-1) ?? to) < to) out.push(shift(out.at(-1) ?? to, 1));
  return out;
}

/**
 * The range as the server settles it: `to` the last full day (yesterday UTC+8), `from` 30 days
 * before; at most a year.
 */
function rangeOf(q: AnalysisRangeQuery, now: number): { from: string; to: string } {
  let to = q.to || lastFullDay(new Date(now));
  if (q.from && !q.to && q.from > to) to = q.from;
  let from = q.from || shift(to, -(ANALYSIS_DEFAULT_DAYS - 1));
  if (!q.to && shift(from, ANALYSIS_MAX_DAYS - 1) < to) to = shift(from, ANALYSIS_MAX_DAYS - 1);
  if (from > to) from = to;
  return { from, to };
}

const growth = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 10_000;

/** A figure of the facts kept by `keep`: total of the range, of the range before, and a daily series. */
function figureOf(
  facts: readonly Fact[],
  days: readonly string[],
  previous: { from: string; to: string },
  keep: (f: Fact) => boolean,
): AnalysisFigure {
  const index = new Map(days.map((d, i) => [d, i]));
  const series = days.map(() => 0);
  let before = 0;
  for (const f of facts) {
    if (!keep(f)) continue;
    const i = index.get(f.day);
    if (i !== undefined) series[i] = (series[i] ?? 0) + f.value;
    else if (f.day >= previous.from && f.day <= previous.to) before += f.value;
  }
  const value = series.reduce((a, n) => a + n, 0);
  return { value, previous: before, growth: growth(value, before), series };
}

/** Members who paid in a range, each once. */
const payers = (facts: readonly Fact[], from: string, to: string) =>
  new Set(
    facts.filter((f) => f.metric === 'paidOrders' && f.day >= from && f.day <= to).map((f) => f.memberId),
  ).size;

function overview(facts: readonly Fact[], from: string, to: string): AnalysisOverview {
  const days = daysOf(from, to);
  const previousTo = shift(from, -1);
  const previousFrom = shift(previousTo, -(days.length - 1));
  const previous = { from: previousFrom, to: previousTo };
  const metrics: FactMetric[] = [
    'newMembers',
    'paidOrders',
    'revenue',
    'coinsIssued',
    'coinsSpent',
    'unlocks',
  ];
  const figures = {} as Record<AnalysisMetric, AnalysisFigure>;
  for (const m of metrics) figures[m] = figureOf(facts, days, previous, (f) => f.metric === m);
  const value = payers(facts, from, to);
  const before = payers(facts, previousFrom, previousTo);
  figures.payingMembers = {
    value,
    previous: before,
    growth: growth(value, before),
    series: days.map((d) => payers(facts, d, d)),
  };
  const kinds = new Set(
    facts
      .filter((f) => f.metric === 'revenue' && f.day >= previousFrom && f.day <= to)
      .map((f) => f.dims.kind),
  );
  const revenueByKind = [...kinds]
    .map((kind) => ({
      kind: kind ?? '',
      ...figureOf(facts, days, previous, (f) => f.metric === 'revenue' && f.dims.kind === kind),
    }))
    .sort((a, b) => b.value - a.value || a.kind.localeCompare(b.kind));
  return { from, to, previousFrom, previousTo, days, figures, revenueByKind };
}

/** Which figures each dimension splits (as the server's rollups keep them). */
const SPLITS: Record<AnalysisDimensions['dimension'], AnalysisDimensions['metrics']> = {
  kind: ['paidOrders', 'revenue'],
  channel: ['paidOrders', 'revenue', 'newMembers'],
  platform: ['newMembers'],
};

function dimensions(
  facts: readonly Fact[],
  from: string,
  to: string,
  dimension: AnalysisDimensions['dimension'],
): AnalysisDimensions {
  const days = daysOf(from, to);
  const index = new Map(days.map((d, i) => [d, i]));
  const metrics = SPLITS[dimension];
  const values = new Map<string, AnalysisDimensions['values'][number]>();
  for (const f of facts) {
    const value = f.dims[dimension];
    const i = index.get(f.day);
    if (value === undefined || i === undefined || !(metrics as readonly string[]).includes(f.metric))
      continue;
    let v = values.get(value);
    if (!v) {
      v = blankDimensionValue(value, metrics, days.length);
      values.set(value, v);
    }
    v.totals[f.metric] = (v.totals[f.metric] ?? 0) + f.value;
    const s = v.series[f.metric];
    if (s) s[i] = (s[i] ?? 0) + f.value;
  }
  const first = metrics[0] ?? 'paidOrders';
  return {
    from,
    to,
    dimension,
    days,
    metrics,
    values: [...values.values()].sort(
      (a, b) => (b.totals[first] ?? 0) - (a.totals[first] ?? 0) || a.value.localeCompare(b.value),
    ),
  };
}

/** The analysis screens (admin): the overview of a range and its split by one dimension, from the data set. */
export function analysisHandlers({ on }: Router): void {
  on('get', '/admin/analysis/overview', ['admin'], ({ request, world }) => {
    const q = parseOr400(request, analysisRangeQuerySchema, queryOf(request));
    const { from, to } = rangeOf(q, world.now);
    return ok(overview(factsOf(world), from, to));
  });

  on('get', '/admin/analysis/dimensions', ['admin'], ({ request, world }) => {
    const q = parseOr400(request, analysisDimensionQuerySchema, queryOf(request));
    const { from, to } = rangeOf(q, world.now);
    return ok(dimensions(factsOf(world), from, to, q.dimension));
  });
}
