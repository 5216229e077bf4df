import { getAnalysisOverview } from '@opsdeck/shared/api';
import {
  type AnalysisOverview,
  analysisMetricSchema,
  endsOnPartialDay,
  lastFullDay,
} from '@opsdeck/shared/schemas';
import { writeJson } from '../../output/json.js';
import { renderInfo, renderTable } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';

/** Options of `opsdeck stats`. */
export interface StatsOptions {
  from?: string;
  to?: string;
  json: boolean;
  jsonFields?: readonly string[];
  /** --jq: the JSON filtered by a jq expression. */
  jq?: string;
}

const growthText = (g: number | null) => (g === null ? '—' : `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)}%`);
/** A figure as the terminal shows it: grouped thousands, revenue in yuan with its two decimals. */
function valueTextIn(locale: string): (metric: string, v: number) => string {
  const count = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (metric, v) => (metric === 'revenue' ? money.format(v / 100) : count.format(v));
}

/**
 * The range asked of the server: as given, and without `--to` ending on the last full day (UTC+8),
 * the rule of the console's daily charts (shared full-days.ts): today is under way, and its morning
 * beside whole days reads as a collapse. A `--from` after that day ends the range on it (the server
 * then ends it there, today included).
 */
export function statsQuery(opts: Pick<StatsOptions, 'from' | 'to'>, now = new Date()) {
  const lastFull = lastFullDay(now);
  const to = opts.to || (opts.from && opts.from > lastFull ? undefined : lastFull);
  return { ...(opts.from ? { from: opts.from } : {}), ...(to ? { to } : {}) };
}

/**
 * The analysis overview figures of a range (default the last 30 full days, ending yesterday UTC+8)
 * against the previous one; a range that takes in today says so.
 */
export async function showStats(ctx: ServiceContext, opts: StatsOptions): Promise<AnalysisOverview> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const data = await getAnalysisOverview(api, statsQuery(opts));
  if (opts.json) {
    writeJson(ctx.io, data, opts);
    return data;
  }
  renderInfo(
    ctx.io,
    ctx.t(endsOnPartialDay(data.to) ? 'analysis.cli.rangeToday' : 'analysis.cli.range', {
      from: data.from,
      to: data.to,
      previousFrom: data.previousFrom,
      previousTo: data.previousTo,
    }),
  );
  const valueText = valueTextIn(ctx.locale);
  const rows = analysisMetricSchema.options.map((m) => {
    const f = data.figures[m];
    return [
      ctx.t(`analysis.metrics.${m}`),
      valueText(m, f.value),
      valueText(m, f.previous),
      growthText(f.growth),
    ];
  });
  for (const k of data.revenueByKind) {
    rows.push([
      ctx.t('analysis.revenueOf', { kind: ctx.t(`analysis.orderKinds.${k.kind}`) }),
      valueText('revenue', k.value),
      valueText('revenue', k.previous),
      growthText(k.growth),
    ]);
  }
  await renderTable({
    io: ctx.io,
    t: ctx.t,
    headers: [
      ctx.t('analysis.columns.metric'),
      ctx.t('analysis.columns.value'),
      ctx.t('analysis.columns.previous'),
      ctx.t('analysis.columns.growth'),
    ],
    rows: rows.map((r) =>
      r.map((text, i) => ({ text, tone: i === 0 ? ('strong' as const) : ('normal' as const) })),
    ),
    plain: [
      ...analysisMetricSchema.options.map((m) => {
        const f = data.figures[m];
        return [m, String(f.value), String(f.previous), f.growth === null ? '' : String(f.growth)];
      }),
      ...data.revenueByKind.map((k) => [
        `revenue.${k.kind}`,
        String(k.value),
        String(k.previous),
        k.growth === null ? '' : String(k.growth),
      ]),
    ],
  });
  return data;
}
