/**
 * The business time zone, the one setting behind every business day (order numbers, day filters,
 * daily figures) and every business time the console and the CLI show, each labelled with
 * `BUSINESS_TIME_ZONE_LABEL`. China Standard Time: UTC+8, no daylight saving. To change it, set
 * the offset here (whole hours east of UTC, -12..14) and rebuild; the server, web and CLI all
 * read it from here.
 */
export const BUSINESS_UTC_OFFSET_HOURS = 8;

/** The business time zone's offset from UTC in milliseconds. */
export const BUSINESS_OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;

/** `UTC+8`, `UTC-5`, `UTC` for an offset in whole hours. */
export function utcOffsetLabel(hours: number): string {
  if (hours === 0) return 'UTC';
  return `UTC${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
}

/** `+08:00` for an offset in whole hours (the suffix of an ISO 8601 time in that zone). */
export function isoOffsetOf(hours: number): string {
  return `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/**
 * The IANA name of a fixed offset for Intl (`Etc/GMT-8` is UTC+8: the Etc zones' signs are
 * inverted), so formatting does not depend on the machine's zone or its daylight saving.
 */
export function ianaZoneOf(hours: number): string {
  if (hours === 0) return 'Etc/UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** The label every displayed business time carries (`UTC+8`). */
export const BUSINESS_TIME_ZONE_LABEL = utcOffsetLabel(BUSINESS_UTC_OFFSET_HOURS);

/** The Intl time zone of business times (`Etc/GMT-8`). */
export const BUSINESS_TIME_ZONE = ianaZoneOf(BUSINESS_UTC_OFFSET_HOURS);

/** The ISO 8601 offset of the business time zone (`+08:00`). */
export const BUSINESS_ISO_OFFSET = isoOffsetOf(BUSINESS_UTC_OFFSET_HOURS);

/**
 * An instant as `YYYY-MM-DD HH:mm` (`withSeconds`: `:ss` too) in the business time zone: locale-free,
 * sortable, for terminals and CSV. Null for a value that is not a time.
 */
export function businessDateTime(value: string | Date, withSeconds = false): string | null {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms + BUSINESS_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, withSeconds ? 19 : 16)}`;
}

/**
 * An instant as a day-and-time input's value (`YYYY-MM-DDTHH:mm`, as `datetime-local` and the
 * console's DayInput hold it) in the business time zone, whatever the browser's zone ('' for none
 * or for a value that is not a time).
 */
export function businessInputValue(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return businessDateTime(value)?.replace(' ', 'T') ?? '';
}

/**
 * A day-and-time input's value (`YYYY-MM-DDTHH:mm`, or a bare day `YYYY-MM-DD` at 00:00) read in the
 * business time zone, as ISO 8601 in UTC: null when empty, the text itself when it is not such a value.
 */
export function instantOfBusinessInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return value;
  const ms = Date.parse(`${m[1]}T${m[2] ?? '00:00'}:${m[3] ?? '00'}${BUSINESS_ISO_OFFSET}`);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}
