import { daysBefore } from './business-format.js';
import { lastFullDay } from './full-days.js';

/*
 * The points overview's range, without zod (point.ts re-exports it): /task-point/overview draws its
 * date fields with it before any answer, and imported from point.ts it brought zod, the common and
 * the list schemas into the screen's first paint.
 */

/** The longest range of the points overview, in days. */
export const POINT_OVERVIEW_MAX_DAYS = 366;
/** The default range of the points overview: the 30 days ending on the last full day (yesterday, UTC+8). */
export const POINT_OVERVIEW_DEFAULT_DAYS = 30;

/**
 * The days the points overview covers for the `from`/`to` asked (the server answers for these; the
 * screen shows them in its date fields before and without an answer): `to` defaults to the last full
 * day (yesterday UTC+8, full-days.ts), `from` to the 30 days ending at `to`; a lone bound is clamped
 * so the range stays ordered and at most a year long. Today, asked for, is kept (shown as partial).
 * The schema refuses reversed or over-long explicit ranges before this.
 */
export function pointOverviewRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: string; to: string } {
  let to = asked.to ?? lastFullDay(now);
  if (asked.from && !asked.to && asked.from > to) to = asked.from;
  let from = asked.from ?? daysBefore(to, POINT_OVERVIEW_DEFAULT_DAYS - 1);
  if (!asked.to && daysBefore(to, POINT_OVERVIEW_MAX_DAYS - 1) > from)
    to = daysBefore(from, -(POINT_OVERVIEW_MAX_DAYS - 1));
  if (from > to) from = to;
  return { from, to };
}
