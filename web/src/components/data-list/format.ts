/**
 * How list cells show values: money as ¥ from integer fen, counts with grouping, times and days in
 * the console's language. Times are shown in the business time zone (`BUSINESS_TIME_ZONE_LABEL`,
 * set in shared `business-time.ts`), the zone in which the API's day filters (`YYYY-MM-DD`) are
 * counted, so a row's day matches its filter; headers of time columns name it (`zonedTitle`).
 */

import {
  BUSINESS_ISO_OFFSET,
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  businessDateTime,
} from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { dateTimeFormat as keptDateTimeFormat, numberFormat } from '../../lib/intl-formats.ts';

/** A time column's or field's title with the business time zone: `Created (UTC+8)`. */
export function zonedTitle(t: TFunction, titleKey: string): string {
  return t('time.inZone', { title: t(titleKey), zone: BUSINESS_TIME_ZONE_LABEL });
}

/** A list column's header: its title, with the business time zone for a column of times. */
export function columnTitle(t: TFunction, column: { title: string; zoned?: boolean }): string {
  return column.zoned ? zonedTitle(t, column.title) : t(column.title);
}

/** An integer with the locale's grouping (`12,345`). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A signed change (`+100`, `-20`, `0`). */
export function formatSigned(value: number, locale: string): string {
  return numberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value);
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

function dateTimeFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  return keptDateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/** A date and time in the locale (`11/21/2026, 14:03`, `2026/11/21 14:03`); '' for none. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = parseApiTime(value);
  return date ? dateTimeFormat(locale, true).format(date) : value;
}

/**
 * A date and time in the console's language and the business time zone, the month spelled out
 * (`Nov 21, 2026, 8:00 AM` / `2026年11月21日 08:00`): drawers; tables name the zone in their header.
 */
export function formatMediumDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = parseApiTime(value);
  if (!date) return value;
  return keptDateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** A date and time with the business time zone's label (`Nov 21, 2026, 2:03 PM UTC+8`); '' for none. */
export function formatZonedDateTime(value: string | null | undefined, locale: string): string {
  const text = formatMediumDateTime(value, locale);
  return text && text !== value ? `${text} ${BUSINESS_TIME_ZONE_LABEL}` : text;
}

/** A time's day in the locale (`11/21/2026`, `2026/11/21`); a bare `YYYY-MM-DD` is that day. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00${BUSINESS_ISO_OFFSET}`)
    : parseApiTime(value);
  return date ? dateTimeFormat(locale, false).format(date) : value;
}

/** An ISO-like time for CSV (`2026-11-21 14:03:05`, business time zone): sortable, locale-free. */
export function timeForCsv(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseApiTime(value);
  return date ? (businessDateTime(date, true) ?? value) : value;
}

/** Today in the business time zone, `YYYY-MM-DD`. */
export function businessToday(now = new Date()): string {
  return (businessDateTime(now) ?? '').slice(0, 10);
}

/** The day `days` before `day` (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
