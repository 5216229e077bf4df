import { getReissueJob } from '@opsdeck/shared/api';
import { AbortError, ApiError, CancelError } from '@opsdeck/shared/errors';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { BatchFailedError } from '../../errors.js';
import { writeLine } from '../../io/io-streams.js';
import { grouped } from '../../ui/format.js';
import { renderProgress } from '../../ui/render.js';
import type { ServiceContext } from '../context.js';
import { approvalRefused, jobProgressView } from './progress-view.js';

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

/** Where the changes go: the Ink bar on a terminal, else one JSON line each. */
interface Show {
  change(job: ReissueJob): void;
  close(job: ReissueJob): Promise<void>;
}

async function openShow(ctx: ServiceContext, json: boolean, first: ReissueJob): Promise<Show> {
  const { io, t } = ctx;
  if (json || !io.isStdoutTTY()) {
    const line = (job: ReissueJob) => writeLine(io.stdout, JSON.stringify(job));
    line(first);
    return { change: line, close: async () => {} };
  }
  const view = (job: ReissueJob) => jobProgressView(t, job, io.columns('stdout'));
  const bar = await renderProgress(io, view(first), 'stdout');
  return { change: (job) => bar.update(view(job)), close: (job) => bar.close(view(job)) };
}

/**
 * Reads the job every `interval` seconds until it stops: an Ink progress bar on a terminal (status,
 * counts, rate, ETA; what it waits for), else one JSON object per change (NDJSON). A job waiting for
 * approval is followed too. Ends as the job did: done without failed rows returns it; done with
 * failed rows exits 6 (BatchFailedError); its approval rejected or expired exits 2 (refused);
 * cancelled or failed exits 1.
 */
export async function watchJob(
  ctx: ServiceContext,
  opts: WatchJobOptions,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<ReissueJob> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  const { t } = ctx;
  let last = '';
  let job: ReissueJob;
  let show: Show | undefined;
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
    if (!show) show = await openShow(ctx, opts.json, job);
    else if (change !== last) show.change(job);
    last = change;
    if (jobFinished(job.status)) break;
    await wait((opts.interval ?? 1) * 1000);
  }
  await show?.close(job);
  if (approvalRefused(job))
    throw new CancelError(
      t('cli.jobs.watch.refused', { id: job.id, approvalId: job.approvalId, why: job.error }),
    );
  if (job.status === 'done' && job.failed > 0)
    throw new BatchFailedError(
      t('cli.jobs.watch.failedRows', { id: job.id, failed: grouped(job.failed), count: job.failed }),
      job.failed,
    );
  if (job.status !== 'done')
    throw new AbortError(
      t('cli.jobs.watch.stopped', { id: job.id, status: t(`reissueJobs.statuses.${job.status}`) }),
    );
  return job;
}
