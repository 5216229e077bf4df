import { businessToday, daysBefore } from './business-format.js';

/**
 * The rule of every daily view, in the console and the CLI: today (business time zone, UTC+8) is
 * under way, so a series or a default range ends on the last full day. A chart ending on the morning
 * of today reads as a collapse beside whole days, and so do a range's figures and their growth
 * against a range of whole days. A range asked to end on today is shown so, marked as partial.
 */

/**
 * How many of a daily series' days are over: all but a last one that is `today` (`YYYY-MM-DD`).
 * A series of today alone keeps it.
 */
export function fullDayCount(days: readonly string[], today: string): number {
  return days.length > 1 && days[days.length - 1] === today ? days.length - 1 : days.length;
}

/** The last full business day: yesterday in the business time zone (`YYYY-MM-DD`). */
export function lastFullDay(now = new Date()): string {
  return daysBefore(businessToday(now), 1);
}

/** Whether a range ending on `to` takes in today's partial day. */
export const endsOnPartialDay = (to: string, now = new Date()): boolean => to >= businessToday(now);
