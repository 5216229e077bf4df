import { getReissueJob } from '@opsdeck/shared/api';
import { AbortError, ApiError } from '@opsdeck/shared/errors';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { BatchFailedError } from '../../errors.js';
import { writeLine } from '../../io/io-streams.js';
import type { ServiceContext } from '../context.js';
import { progressLine } from './format.js';

/** Options of `opsdeck jobs watch`. */
export interface WatchJobOptions {
  id: number;
  json: boolean;
  /** Seconds between reads. */
  interval?: number;
}

/** The figures that change as a job runs: a line is written when one of them changed. */
const changeOf = (j: ReissueJob) =>
  `${j.status}:${j.issued}:${j.replayed}:${j.failed}:${j.cancelled}:${j.left}`;

/**
 * Reads the job every `interval` seconds until it stops: a progress line on a terminal (redrawn in
 * place), else one JSON object per change (NDJSON). Ends as the job did: done without failed rows
 * returns it; done with failed rows exits 6 (BatchFailedError); cancelled or failed exits 1.
 */
export async function watchJob(
  ctx: ServiceContext,
  opts: WatchJobOptions,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<ReissueJob> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const { io, t } = ctx;
  const tty = io.isStdoutTTY() && !opts.json;
  let last = '';
  let job: ReissueJob;
  for (;;) {
    try {
      job = await getReissueJob(api, opts.id);
    } catch (error) {
      // a server restarting (the job resumes there) answers nothing for a moment: read again
      if (error instanceof ApiError && error.transport) {
        await wait((opts.interval ?? 1) * 1000);
        continue;
      }
      throw error;
    }
    const change = changeOf(job);
    if (change !== last) {
      last = change;
      if (tty) io.stdout.write(`\r\x1b[2K${progressLine(t, job)}`);
      else writeLine(io.stdout, JSON.stringify(job));
    }
    if (jobFinished(job.status)) break;
    await wait((opts.interval ?? 1) * 1000);
  }
  if (tty) writeLine(io.stdout);
  if (job.status === 'done' && job.failed > 0)
    throw new BatchFailedError(
      t('cli.jobs.watch.failedRows', { id: job.id, failed: job.failed }),
      job.failed,
    );
  if (job.status !== 'done')
    throw new AbortError(
      t('cli.jobs.watch.stopped', { id: job.id, status: t(`reissueJobs.statuses.${job.status}`) }),
    );
  return job;
}
