import type { AnalysisFigure, ChainGrowth, ChainGrowthQuery } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { analysisOverview, growth as rate, shiftDay } from './service.js';

/**
 * One quota of the data-chain growth cards: its total over the range against the range before, its
 * daily series and each day's growth against the day before, from the overview's rollups (the day
 * before the range is a one-day overview of its own).
 */
export async function chainGrowth(db: Db, q: ChainGrowthQuery): Promise<ChainGrowth> {
  const range = await analysisOverview(db, { from: q.from, to: q.to });
  const dayBefore = shiftDay(range.from, -1);
  const before = await analysisOverview(db, { from: dayBefore, to: dayBefore });
  const figure: AnalysisFigure = range.figures[q.quota];
  const series = figure.series;
  return {
    quota: q.quota,
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    count: figure.value,
    previous: figure.previous,
    growth: figure.growth,
    days: range.days,
    series,
    chain: series.map((v, i) =>
      rate(v, i === 0 ? (before.figures[q.quota].series[0] ?? 0) : (series[i - 1] ?? 0)),
    ),
  };
}
