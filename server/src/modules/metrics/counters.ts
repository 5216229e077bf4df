import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * The process-wide metrics: Node's own (memory, event loop lag, CPU, handles) and the business
 * counters the modules feed. Any module may import the functions below; GET /metrics serves them
 * with the app's own (request durations, database queue).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

/** How a re-issue ended, as the server decided it. */
export type ReissueOutcome =
  | 'issued'
  | 'replayed'
  | 'dry_run'
  | 'held_for_approval'
  | 'refused'
  | 'conflict'
  | 'failed';

const reissues = new Counter({
  name: 'opsdeck_reissues_total',
  help: 'Re-issues (coins, VIP) by kind and outcome: issued, replayed (same key), dry_run, held_for_approval, refused (4xx), conflict (409), failed (5xx)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

const approvals = new Counter({
  name: 'opsdeck_approvals_total',
  help: 'Approval decisions by request kind and outcome (approved, rejected, execution_failed, expired …)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

const jobs = new Gauge({
  name: 'opsdeck_jobs',
  help: 'Server-side jobs by kind and state (queued, running, …), as the jobs module last reported',
  labelNames: ['kind', 'state'] as const,
  registers: [processRegistry],
});

const jobRows = new Counter({
  name: 'opsdeck_job_rows_total',
  help: 'Rows server-side jobs finished, by job kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

/** Counts one re-issue's outcome (`kind`: coins or vip). */
export function countReissue(kind: string, outcome: ReissueOutcome): void {
  reissues.inc({ kind, outcome });
}

/** The outcome of a failed re-issue, from the error's HTTP status. */
export function refusalOutcome(error: unknown): ReissueOutcome {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 409) return 'conflict';
  return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'failed';
}

/** Counts one approval decision (`kind`: the approval's kind, e.g. patch_coins). */
export function countApproval(kind: string, outcome: string): void {
  approvals.inc({ kind, outcome });
}

/** Sets how many jobs of `kind` are in `state` now (the jobs module calls it as states change). */
export function setJobs(kind: string, state: string, count: number): void {
  jobs.set({ kind, state }, count);
}

/** Counts `n` finished job rows of `kind` with `outcome` (e.g. issued, refused, skipped). */
export function countJobRows(kind: string, outcome: string, n = 1): void {
  jobRows.inc({ kind, outcome }, n);
}
