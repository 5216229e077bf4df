import type { ChainGrowth, ChainGrowthQuery } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawBatch } from '../../db/raw.js';
import { FOLD_STATEMENT } from './fold.js';
import {
  analysisRange,
  daysBetween,
  growth,
  PAYERS_DAILY,
  RANGE_PAYERS_SQL,
  ROLLUP,
  shiftDay,
} from './service.js';

/**
 * One metric's daily totals over the previous range and the range ($1..$2), through the primary key,
 * as one row of text (`offset:value` pairs joined by ','; days without a row are left out): PGlite
 * hands over one row instead of up to 732, whose protocol decoding was most of the card's cost
 * (docs/decisions/0006-write-path.md).
 */
const DAILY_SQL = `SELECT string_agg((day - $1::date) || ':' || value, ',') AS pairs FROM analysis_daily
  WHERE metric = $3 AND dim = '' AND day BETWEEN $1::date AND $2::date`;

/**
 * One quota of the data-chain growth cards: its total over the range against the range of the same
 * length before it, its daily series and each day's growth against the day before (the day before
 * the range is the previous range's last day), from the daily rollups: one metric's rows, plus the
 * distinct payers of both ranges for paying members.
 */
export async function chainGrowth(db: Db, q: ChainGrowthQuery): Promise<ChainGrowth> {
  const { from, to } = analysisRange(q);
  const days = daysBetween(from, to);
  const previousTo = shiftDay(from, -1);
  const previousFrom = shiftDay(previousTo, -(days.length - 1));
  const paying = q.quota === 'payingMembers';
  const metric = q.quota === 'payingMembers' ? PAYERS_DAILY : ROLLUP[q.quota];
  // the fold and the reads in one call to the database (PGlite), the fold first
  const [, daily, ...payers] = await rawBatch(db, [
    FOLD_STATEMENT,
    { text: DAILY_SQL, params: [previousFrom, to, metric] },
    ...(paying
      ? [
          { text: RANGE_PAYERS_SQL, params: [from, to] },
          { text: RANGE_PAYERS_SQL, params: [previousFrom, previousTo] },
        ]
      : []),
  ]);
  const rows = (daily ?? []) as { pairs: string | null }[];
  const distinct = paying ? (payers as { n: unknown }[][]) : null;
  // index 0..n-1: the previous range, n..2n-1: the range
  const both = Array.from({ length: days.length * 2 }, () => 0);
  for (const pair of rows[0]?.pairs?.split(',') ?? []) {
    const colon = pair.indexOf(':');
    const i = Number(pair.slice(0, colon));
    if (i >= 0 && i < both.length) both[i] = (both[i] ?? 0) + Number(pair.slice(colon + 1));
  }
  const series = both.slice(days.length);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const count = distinct ? num(distinct[0]?.[0]?.n) : sum(series);
  const previous = distinct ? num(distinct[1]?.[0]?.n) : sum(both.slice(0, days.length));
  return {
    quota: q.quota,
    from,
    to,
    previousFrom,
    previousTo,
    count,
    previous,
    growth: growth(count, previous),
    days,
    series,
    chain: series.map((v, i) => growth(v, both[days.length + i - 1] ?? 0)),
  };
}
