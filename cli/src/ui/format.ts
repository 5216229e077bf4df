// the formatter family's own entry: the schemas barrel brings zod (and both languages' strings) with it
import { formatPlainDateTime, formatPlainZonedDateTime } from '@opsdeck/shared/schemas/business-format';

/** An ISO 8601 timestamp: what the API answers for a time (anything else is shown as it is). */
const isIsoTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/**
 * An ISO timestamp as `YYYY-MM-DD HH:mm` in the business time zone (UTC+8), the shared formatter
 * family's plain form (business-format.ts, the one a console CSV export writes), for people on a
 * terminal whatever the machine's zone (scripts get the raw value); anything that is not an ISO
 * timestamp is shown as it is. Table headers of time columns name the zone.
 */
export function terminalDateTime(value: string): string {
  return isIsoTime(value) ? formatPlainDateTime(value) : value;
}

/** `terminalDateTime` with the zone's label (`2026-11-21 14:03 UTC+8`), for a time outside a table. */
export function terminalZonedDateTime(value: string): string {
  return isIsoTime(value) ? formatPlainZonedDateTime(value) : value;
}

/** A whole number as a person reads it on a terminal: `20,000` (scripts get the bare number). */
export function grouped(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * A count for a sentence on a terminal (`✓ 4,440 issued`, `queued: 1,977 members`): `count` picks
 * the plural form, `n` is what is shown, grouped.
 */
export const countOf = (count: number) => ({ count, n: grouped(count) });

/** A signed change, grouped: `+5`, `-8`, `+20,000`. */
export function signed(n: number): string {
  return n > 0 ? `+${grouped(n)}` : grouped(n);
}
