import { lastFullDay } from '@opsdeck/shared/schemas';
import { daysBefore } from '../../../components/data-list/format.ts';

/** The preset ranges of the overview, in days (ending on the last full day). */
export const RANGE_PRESETS = [7, 30, 90] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (`from`, `to` days); either may be missing (the server's default is 30 days). */
export function rangeOf(params: URLSearchParams): { from?: string; to?: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) };
}

/**
 * The last `days` full days: ending yesterday (business time zone), as the server's default range
 * and every daily view do (shared full-days.ts); today's partial day only when asked for.
 */
export function presetRange(days: number, now = new Date()): { from: string; to: string } {
  const to = lastFullDay(now);
  return { from: daysBefore(to, days - 1), to };
}

/** Which preset a range is (the server's 30-day default when the URL has none), or null. */
export function activePreset(range: { from?: string; to?: string }, now = new Date()): number | null {
  if (!range.from && !range.to) return 30;
  for (const days of RANGE_PRESETS) {
    const p = presetRange(days, now);
    if (p.from === range.from && p.to === range.to) return days;
  }
  return null;
}
