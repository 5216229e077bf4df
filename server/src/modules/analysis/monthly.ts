/**
 * The monthly rollup rows (migration 015): one row per metric, dimension and month holding the month's
 * daily values, so a range of a year reads 13 rows per figure instead of 366 daily rows. The rows are
 * kept by triggers on analysis_daily in the write's transaction, so they are exactly its days.
 */

export const DAY_MS = 86_400_000;
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The value of the ASCII digits of `text` from `at` to `end` (exclusive). */
function digits(text: string, at: number, end: number): number {
  let n = 0;
  for (let i = at; i < end; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/**
 * A day (YYYY-MM-DD) as its number of days since 1970-01-01, counted on year, month and day numbers
 * (the proleptic Gregorian calendar, as Date): `dayMs(day) / DAY_MS` without building and parsing a
 * date-time string, which was 5% of a year-long channel split's main-thread CPU (twice per monthly row).
 */
export function dayNumber(day: string): number {
  const month = digits(day, 5, 7);
  // years from March on, so a leap day is the last day of its year
  const year = digits(day, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + digits(day, 8, 10) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
export const shiftDay = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/** The number of days of a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/**
 * The days from `from` to `to`, inclusive (YYYY-MM-DD), counted on year, month and day numbers (a
 * year's range is 366 strings per request: one Date and one toISOString each cost more than the
 * rest of the list).
 */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  let prefix = `${from.slice(0, 8)}`;
  let length = daysInMonth(year, month);
  for (let next = from; next <= to; ) {
    out.push(next);
    if (day < length) day += 1;
    else {
      day = 1;
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year += 1;
      prefix = `${String(year).padStart(4, '0')}-${pad2(month)}-`;
      length = daysInMonth(year, month);
    }
    next = `${prefix}${pad2(day)}`;
  }
  return out;
}

/**
 * A monthly row as read: its first day, its days as the array's text (`{1,0,5,…}`) and their sum in
 * `total`, or (`month` and `days` empty) a sum of whole months' totals in `total`.
 */
export interface MonthRow {
  metric: string;
  dim: string;
  month: string;
  days: string;
  total: string | null;
}

/** The columns of a MonthRow, for a SELECT on analysis_monthly (`total`: the month's, migration 017). */
export const MONTH_COLUMNS = `metric, dim, to_char(month, 'YYYY-MM-DD') AS month, days::text AS days, total::text AS total`;

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

/** A range's months: the index of each month's first day, and how many of its days are in the range. */
export interface RangeMonths {
  index: Map<string, number>;
  lengths: number[];
}

/** The months of [from, to] (see RangeMonths). */
export function rangeMonths(from: string, to: string): RangeMonths {
  const index = new Map<string, number>();
  const lengths: number[] = [];
  let month = monthOf(from);
  for (;;) {
    const first = month < from ? from : month;
    const next = addMonths(month, 1);
    const last = next <= to ? shiftDay(next, -1) : to;
    index.set(month, lengths.length);
    lengths.push(dayNumber(last) - dayNumber(first) + 1);
    if (next > to) break;
    month = next;
  }
  return { index, lengths };
}

/** `0,0,…` of n zeros, by n (1 to 31). */
const ZEROS = Array.from({ length: 32 }, (_, n) => (n === 0 ? '' : `0${',0'.repeat(n - 1)}`));

/**
 * The JSON array of a range's daily series from its months' `windowOf` texts (`parts[i]`: month
 * i of `months`; a month without a row is all zeros): one number per day of the range.
 */
export function seriesJson(months: RangeMonths, parts: readonly (string | undefined)[]): string {
  let out = '[';
  for (let i = 0; i < months.lengths.length; i++) {
    if (i > 0) out += ',';
    out += parts[i] ?? ZEROS[months.lengths[i] ?? 0];
  }
  return `${out}]`;
}

/** Whether a `windowOf` text holds a day that is not 0 (its numbers have no leading zeros). */
export const hasNonZero = (days: string) => /[1-9]/.test(days);

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

/** `,0,0,…}`: the end of a month row's days text after its last day, by the month's length. */
const AFTER_LAST = Array.from({ length: 32 }, (_, n) => `${',0'.repeat(Math.max(31 - n, 0))}}`);

/**
 * A month row's days inside [first, last] (days, inclusive): their text, comma-separated (the JSON of
 * their numbers without brackets), and their sum; null when the month has none of them. A whole
 * month is its days text cut and its `total`; only a month the window cuts is read number by number.
 */
export function windowOf(row: MonthRow, first: string, last: string): { text: string; sum: number } | null {
  const start = dayNumber(row.month);
  const length = daysInMonth(Number(row.month.slice(0, 4)), Number(row.month.slice(5, 7)));
  const lo = Math.max(dayNumber(first) - start, 0);
  const hi = Math.min(dayNumber(last) - start, length - 1);
  if (hi < lo) return null;
  const text = row.days;
  const end = AFTER_LAST[length] as string;
  if (lo === 0 && hi === length - 1 && row.total !== null && text.endsWith(end))
    return { text: text.slice(1, text.length - end.length), sum: Number(row.total) };
  // the array's text `{v1,v2,…}`: the k-th number runs from after the k-th separator to the next
  let k = 0;
  let at = 1;
  let from = -1;
  let sum = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 44 && c !== 125) continue; // ',' or '}'
    if (k === lo) from = at;
    if (k >= lo) sum += Number(text.slice(at, i));
    if (k === hi) return { text: text.slice(from, i), sum };
    k += 1;
    at = i + 1;
  }
  return null;
}
