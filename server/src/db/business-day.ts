import { BUSINESS_ISO_OFFSET, BUSINESS_OFFSET_MS } from '@opsdeck/shared/schemas';

/**
 * The app's business day is a day in the business time zone (China Standard Time, UTC+8, no daylight
 * saving), set once in `shared/src/schemas/business-time.ts` for the server, the console and the CLI.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** The business day (UTC+8) of an instant, as `YYYY-MM-DD`. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day (`YYYY-MM-DD`, UTC+8) starts. */
export function businessDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BUSINESS_ISO_OFFSET}`);
}

/** The instant the business day after `day` starts (the exclusive end of `day`). */
export function businessDayEnd(day: string): Date {
  return new Date(businessDayStart(day).getTime() + DAY_MS);
}

/** The business day `days` days after `day` (before it when negative), as `YYYY-MM-DD`. */
export function shiftBusinessDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` business days ending with `to` (inclusive), oldest first. */
export function businessDaysEnding(to: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => shiftBusinessDay(to, i - days + 1));
}
