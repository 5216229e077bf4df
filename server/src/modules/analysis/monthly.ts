/**
 * The monthly rollup rows (migration 015): one row per metric, dimension and month holding the month's
 * daily values, so a range of a year reads 13 rows per figure instead of 366 daily rows. The rows are
 * kept by triggers on analysis_daily in the write's transaction, so they are exactly its days.
 */

export const DAY_MS = 86_400_000;
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const shiftDay = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, inclusive (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = dayMs(to);
  for (let t = dayMs(from); t <= end; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * A monthly row as read: its first day and its days as the array's text (`{1,0,5,…}`), or (`month` and
 * `days` empty) a sum of whole months' totals in `total`.
 */
export interface MonthRow {
  metric: string;
  dim: string;
  month: string;
  days: string;
  total: string | null;
}

/** The columns of a MonthRow, for a SELECT on analysis_monthly. */
export const MONTH_COLUMNS = `metric, dim, to_char(month, 'YYYY-MM-DD') AS month, days::text AS days, NULL::text AS total`;

/**
 * A SELECT of MonthRow columns as one row of text (`rows`: the rows joined by ';', their columns by
 * '|'; none of the values holds either): PGlite hands over one row instead of hundreds, which halves
 * the read of a year's split. `monthRowsOf` parses it back.
 */
export const asOneRow = (select: string) =>
  `SELECT string_agg(metric || '|' || dim || '|' || coalesce(month, '') || '|' || coalesce(days, '') || '|' ||
    coalesce(total, ''), ';') AS rows FROM (${select}) r`;

/** The MonthRows of an `asOneRow` answer. */
export function monthRowsOf(answer: { rows: string | null }[]): MonthRow[] {
  const text = answer[0]?.rows;
  if (!text) return [];
  return text.split(';').map((line) => {
    const [metric = '', dim = '', month = '', days = '', total = ''] = line.split('|');
    return { metric, dim, month, days, total: total === '' ? null : total };
  });
}

/** The months that overlap [$1, $2], $1 being the first day's month (`monthOf`; a parameter, not date_trunc per row). */
export const MONTHS_WHERE = 'month BETWEEN $1::date AND $2::date';
/** The first day of a day's month. */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month `months` after a day's month (negative: before). */
export function addMonths(day: string, months: number): string {
  const d = new Date(dayMs(monthOf(day)));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/**
 * The whole months inside [from, to] as the first days of the first and the last (first > last when
 * there is none): the months whose days are all in the range, read as month totals.
 */
export function wholeMonths(from: string, to: string): { first: string; last: string } {
  const first = from === monthOf(from) ? from : addMonths(from, 1);
  const last = shiftDay(to, 1) === addMonths(to, 1) ? monthOf(to) : addMonths(to, -1);
  return { first, last };
}

/**
 * Calls `each(offset, value)` for each non-zero day of the row's month, `offset` being the day's
 * distance in days from `origin` (negative before it); days the month lacks are skipped.
 */
export function eachDayOf(
  row: MonthRow,
  origin: string,
  each: (offset: number, value: number) => void,
): void {
  const start = new Date(dayMs(row.month));
  const base = Math.round((start.getTime() - dayMs(origin)) / DAY_MS);
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const values = row.days.slice(1, -1).split(',');
  for (let k = 0; k < length && k < values.length; k++) {
    const value = Number(values[k]);
    if (value !== 0) each(base + k, value);
  }
}
