// the zone's own entry: the schemas barrel brings zod (and both languages' strings) with it
import { BUSINESS_TIME_ZONE_LABEL, businessDateTime } from '@opsdeck/shared/schemas/business-time';

/**
 * An ISO timestamp as `YYYY-MM-DD HH:mm` in the business time zone (shared `business-time.ts`,
 * UTC+8) for people on a terminal, whatever the machine's zone (scripts get the raw value); anything
 * that is not an ISO timestamp is shown as it is. Table headers of time columns name the zone.
 */
export function formatDateTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  return businessDateTime(value) ?? value;
}

/** `formatDateTime` with the zone's label (`2026-11-21 14:03 UTC+8`), for a time outside a table. */
export function formatZonedDateTime(value: string): string {
  const text = formatDateTime(value);
  return text === value ? value : `${text} ${BUSINESS_TIME_ZONE_LABEL}`;
}

/** A signed change: `+5`, `-8`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
