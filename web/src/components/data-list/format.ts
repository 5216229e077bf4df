/**
 * How list cells show values: money as ¥ from integer fen, counts with grouping, times and days in
 * the console's language. Times are shown in the business time zone (China Standard Time), the
 * zone in which the API's day filters (`YYYY-MM-DD`) are counted, so a row's day matches its filter.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** An integer with the locale's grouping (`12,345`). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A signed change (`+100`, `-20`, `0`). */
export function formatSigned(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value);
}

/**
 * Money in fen as yuan with the ¥ sign (`¥1,234.50`, `-¥6.00`), computed on integers (no float
 * rounding): the yuan part is grouped by the locale, the fen part always has two digits.
 */
export function formatYuan(cents: number, locale: string): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const yuan = Math.floor(abs / 100);
  const fen = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}¥${formatCount(yuan, locale)}.${fen}`;
}

/** The yuan amount for CSV (`1234.50`): no sign, no grouping, so a spreadsheet reads a number. */
export function yuanForCsv(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses an API time: ISO 8601, or PostgreSQL's text form `2026-01-01 00:16:39+00`. */
export function parseApiTime(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2} /.test(value)
    ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
    : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      timeZone: BUSINESS_TIME_ZONE,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A date and time in the locale (`11/21/2026, 14:03`, `2026/11/21 14:03`); '' for none. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = parseApiTime(value);
  return date ? dateTimeFormat(locale, true).format(date) : value;
}

/** A time's day in the locale (`11/21/2026`, `2026/11/21`); a bare `YYYY-MM-DD` is that day. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : parseApiTime(value);
  return date ? dateTimeFormat(locale, false).format(date) : value;
}

/** An ISO-like time for CSV (`2026-11-21 14:03:05`, business time zone): sortable, locale-free. */
export function timeForCsv(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseApiTime(value);
  if (!date) return value;
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** Today in the business time zone, `YYYY-MM-DD`. */
export function businessToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The day `days` before `day` (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
