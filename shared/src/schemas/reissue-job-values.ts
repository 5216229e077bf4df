/**
 * A re-issue job's states and its rows' states without zod (reissue-job.ts re-exports them): the
 * monitor's open-jobs panel tells a finished job with these, and the re-issue jobs screen filters a
 * job's rows by state, and neither evaluates a schema before its first paint.
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

/** The states of a job's row (the rows' filter on /member/reissue-jobs). */
export const REISSUE_JOB_ROW_STATES = ['pending', 'issued', 'replayed', 'failed', 'cancelled'] as const;
export type ReissueJobRowState = (typeof REISSUE_JOB_ROW_STATES)[number];
