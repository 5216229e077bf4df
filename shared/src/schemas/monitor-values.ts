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

/** The databases a server runs on: their codes in answers (`db` of GET /health, the monitor's status). */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * A database as people call it, for every screen and terminal that shows one (a product's name, the
 * same in every language): `PGlite`, not the answer's `pglite`. Here, without zod, for the monitor's
 * status panel (health.ts re-exports it).
 */
export const DATABASE_NAMES: Readonly<Record<DatabaseKind, string>> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

/** A key and its values as text in the reader's language (the console's i18next `t`, the CLI's translator). */
type Say = (key: string, params?: Record<string, unknown>) => string;

/**
 * How long a server has run, in the reader's language, as the console and `opsdeck monitor` show it:
 * `0 h 8 min`, `2 d 3 h 1 min`, `2 天 3 小时 1 分钟`.
 */
export function uptimeText(say: Say, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0
    ? say('monitor.status.uptimeDays', { days, hours, minutes })
    : say('monitor.status.uptimeHours', { hours, minutes });
}

/**
 * The last 24 hours' re-issues as a count, singular for one: `1 re-issue`, `1,500 re-issues`, with
 * the count (`n`) grouped as the screen groups its numbers.
 */
export function reissueCountText(say: Say, count: number, n: string): string {
  return say('monitor.status.reissues', { count, n });
}
