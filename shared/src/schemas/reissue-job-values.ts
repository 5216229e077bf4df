/**
 * A re-issue job's states without zod (reissue-job.ts re-exports them): the monitor's open-jobs panel
 * tells a finished job with these and evaluates no schema before its first paint.
 */
export const REISSUE_JOB_STATUSES = [
  'pending_approval',
  'queued',
  'running',
  'done',
  'cancelled',
  'failed',
] as const;
export type ReissueJobStatus = (typeof REISSUE_JOB_STATUSES)[number];

/** The states a job can still change from (cancel stops these). */
export const OPEN_JOB_STATUSES: readonly ReissueJobStatus[] = ['pending_approval', 'queued', 'running'];

/** True when a job has stopped changing. */
export const jobFinished = (status: ReissueJobStatus) => !OPEN_JOB_STATUSES.includes(status);
