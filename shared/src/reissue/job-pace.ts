/** What a job's pace is computed from. */
export interface JobPaceInput {
  /** Only a queued or running job has a time left. */
  status: string;
  /** Its rows run so far (issued, replayed or failed). */
  done: number;
  /** Its rows not yet run. */
  left: number;
  /** When it started (ms since the epoch), or null before it starts. */
  startedMs: number | null;
  /** When it finished, or now while it runs (ms since the epoch). */
  endMs: number;
}

/**
 * A re-issue job's `rate` (rows run per second since it started, to one decimal; 0 before it starts
 * or runs a row) and `etaSeconds` (the time its rows left take at that rate; null once it stopped,
 * or while the rate is 0), as the server's job answer gives them and the mock API copies.
 */
export function jobPace({ status, done, left, startedMs, endMs }: JobPaceInput): {
  rate: number;
  etaSeconds: number | null;
} {
  const seconds = startedMs === null ? 0 : Math.max(0.001, (endMs - startedMs) / 1000);
  const rate = startedMs !== null && done > 0 ? Math.round((done / seconds) * 10) / 10 : 0;
  const open = status === 'queued' || status === 'running';
  return { rate, etaSeconds: open && rate > 0 ? Math.ceil(left / rate) : null };
}
