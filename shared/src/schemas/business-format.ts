import {
  BUSINESS_ISO_OFFSET,
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  businessDateTime,
} from './business-time.js';

/**
 * The formatter family of business times: every time the console and the CLI show is in the
 * business time zone (`business-time.ts`, UTC+8), whatever the machine's zone, in one of these
 * styles. The console passes its language; the CLI's terminal forms are locale-free. Each takes
 * ISO 8601, PostgreSQL's text form (`2026-01-01 00:16:39+00`), a Date or epoch ms; '' for none, and a
 * value that is not a time is shown as it is.
 */

/** A time as the API gives it, or a Date or epoch ms. */
export type TimeValue = string | number | Date | null | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once per locale and options: making one costs far
 * more than using it, and lists format every cell.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Parses an API time: ISO 8601, or PostgreSQL's text form `2026-01-01 00:16:39+00`. */
export function parseApiTime(value: TimeValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isNaN(value) ? null : new Date(value);
  const text = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)
    ? text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
    : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The text of a value that is not a time ('' for none). */
const asGiven = (value: TimeValue) => (value === null || value === undefined ? '' : String(value));

function numeric(locale: string, withTime: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/** A date and time, numeric, in the locale (`11/21/2026, 14:03`, `2026/11/21 14:03`): list cells. */
export function formatDateTime(value: TimeValue, locale: string): string {
  const date = parseApiTime(value);
  return date ? numeric(locale, true).format(date) : asGiven(value);
}

/**
 * A date and time with the month spelled out in the locale (`Nov 21, 2026, 14:03`,
 * `2026年11月21日 14:03`): drawers, cards and sentences; tables name the zone in their header.
 */
export function formatMediumDateTime(value: TimeValue, locale: string): string {
  const date = parseApiTime(value);
  if (!date) return asGiven(value);
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // one clock with the lists' numeric times (24-hour), whatever the locale's habit
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** `formatMediumDateTime` with the zone's label (`Nov 21, 2026, 14:03 UTC+8`), for a time on its own. */
export function formatZonedDateTime(value: TimeValue, locale: string): string {
  const date = parseApiTime(value);
  return date ? `${formatMediumDateTime(date, locale)} ${BUSINESS_TIME_ZONE_LABEL}` : asGiven(value);
}

/** A time's day, numeric, in the locale (`11/21/2026`, `2026/11/21`); a bare `YYYY-MM-DD` is that day. */
export function formatDate(value: TimeValue, locale: string): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00${BUSINESS_ISO_OFFSET}`)
      : parseApiTime(value);
  return date ? numeric(locale, false).format(date) : asGiven(value);
}

/**
 * A day on a chart's axis, month and day, numeric, in the locale (`11/21` in en-US and zh-CN): every
 * chart's day axis (the analysis, the workplace and the points charts), whose tooltips show the
 * whole day (`formatDate`). A bare `YYYY-MM-DD` is that day.
 */
export function formatAxisDay(value: TimeValue, locale: string): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00${BUSINESS_ISO_OFFSET}`)
      : parseApiTime(value);
  return date
    ? dateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(date)
    : asGiven(value);
}

/** A time's day spelled out in the locale (`November 21, 2026`, `2026年11月21日`): profile facts. */
export function formatLongDate(value: TimeValue, locale: string): string {
  const date = parseApiTime(value);
  return date
    ? dateTimeFormat(locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date)
    : asGiven(value);
}

/**
 * The locale-free form (`2026-11-21 14:03`; `withSeconds`: `:05` too): terminals and CSV, sortable.
 * The CLI shows times so, and a CSV export writes them so.
 */
export function formatPlainDateTime(value: TimeValue, withSeconds = false): string {
  const date = parseApiTime(value);
  return date ? (businessDateTime(date, withSeconds) ?? asGiven(value)) : asGiven(value);
}

/** `formatPlainDateTime` with the zone's label (`2026-11-21 14:03 UTC+8`), for a time on its own. */
export function formatPlainZonedDateTime(value: TimeValue): string {
  const date = parseApiTime(value);
  return date ? `${formatPlainDateTime(date)} ${BUSINESS_TIME_ZONE_LABEL}` : asGiven(value);
}

/** Today in the business time zone, `YYYY-MM-DD`. */
export function businessToday(now = new Date()): string {
  return (businessDateTime(now) ?? '').slice(0, 10);
}

/** The day `days` before `day` (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
