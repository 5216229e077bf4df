/**
 * How list cells show values: money as ¥ from integer fen, counts with grouping, times and days in
 * the console's language. Times are shown in the business time zone (`BUSINESS_TIME_ZONE_LABEL`,
 * set in shared `business-time.ts`), the zone in which the API's day filters (`YYYY-MM-DD`) are
 * counted, so a row's day matches its filter; headers of time columns name it (`zonedTitle`).
 */

import { BUSINESS_TIME_ZONE_LABEL, formatPlainDateTime, type TimeValue } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { MINUS, numberFormat, shownMinus } from '../../lib/intl-formats.ts';

// the times of lists and drawers are the shared formatter family's (business-format.ts)
export {
  businessToday,
  daysBefore,
  formatDate,
  formatDateTime,
  formatMediumDateTime,
  formatZonedDateTime,
  parseApiTime,
} from '@opsdeck/shared/schemas';

/** A time column's or field's title with the business time zone: `Created (UTC+8)`. */
export function zonedTitle(t: TFunction, titleKey: string): string {
  return t('time.inZone', { title: t(titleKey), zone: BUSINESS_TIME_ZONE_LABEL });
}

/** A list column's header: its title, with the business time zone for a column of times. */
export function columnTitle(t: TFunction, column: { title: string; zoned?: boolean }): string {
  return column.zoned ? zonedTitle(t, column.title) : t(column.title);
}

/**
 * The same header in the parts it may wrap between: a time column's title and its zone
 * (`Registered`, `(UTC+8)`; `注册时间`, `（UTC+8）`), so that a narrow column shows it on two lines
 * rather than cut it or widen the table; any other header is one part.
 */
export function columnTitleParts(t: TFunction, column: { title: string; zoned?: boolean }): string[] {
  const name = t(column.title);
  if (!column.zoned) return [name];
  const whole = zonedTitle(t, column.title);
  const at = whole.indexOf(name);
  if (at < 0) return [whole];
  return [whole.slice(0, at + name.length).trim(), whole.slice(at + name.length).trim()].filter(Boolean);
}

// the shown minus sign (U+2212) of every number on screen
export { MINUS } from '../../lib/intl-formats.ts';

/** An integer with the locale's grouping (`12,345`, `−20`). */
export function formatCount(value: number, locale: string): string {
  return shownMinus(numberFormat(locale, { maximumFractionDigits: 0 }).format(value));
}

/** A signed change (`+100`, `−20`, `0`). */
export function formatSigned(value: number, locale: string): string {
  return shownMinus(
    numberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value),
  );
}

/**
 * Money in fen as yuan with the ¥ sign (`¥1,234.50`, `−¥6.00`), computed on integers (no float
 * rounding): the yuan part is grouped by the locale, the fen part always has two digits.
 */
export function formatYuan(cents: number, locale: string): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const yuan = Math.floor(abs / 100);
  const fen = String(abs % 100).padStart(2, '0');
  return `${negative ? MINUS : ''}¥${formatCount(yuan, locale)}.${fen}`;
}

/** The yuan amount for CSV (`1234.50`): no sign, no grouping, so a spreadsheet reads a number. */
export function yuanForCsv(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An ISO-like time for CSV (`2026-11-21 14:03:05`, business time zone): sortable, locale-free. */
export function timeForCsv(value: TimeValue): string {
  return formatPlainDateTime(value, true);
}
