/**
 * The monitor's constants without zod (monitor.ts re-exports them): /dashboard/monitor draws its
 * filters and status figures with these and evaluates no schema before its first paint.
 */

/** What a live-activity event is about, for the monitor's filters. */
export const MONITOR_EVENT_KINDS = [
  'reissue',
  'order',
  'content',
  'approval',
  'auth',
  'note',
  'other',
] as const;

/** Bounds of a monitor note (characters, trimmed). */
export const MONITOR_NOTE_LIMITS = { min: 1, max: 280 } as const;

/** Thresholds over which a status figure shows red. */
export const MONITOR_THRESHOLDS = { errorRate: 0.05, p95Ms: 500, reissuedCoins24h: 100_000 } as const;
