import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import type { BatchProgressView } from '../../ui/batch-progress.js';
import { countOf, grouped } from '../../ui/format.js';
import { barPosition, formatDuration, formatRate, progressBar } from '../../ui/progress-format.js';
import { doneRows, whatText } from './format.js';

/** True when the job never ran because its approval was rejected or expired. */
export const approvalRefused = (job: ReissueJob) => job.status === 'cancelled' && job.refusal !== null;

/**
 * `84 rows/s · ETA 6.0 s` while it runs; once stopped, the average labelled as one and the time it
 * took (`avg 500 rows/s · took 2.0 s`: unlabelled it read as a live rate); what it waits for before.
 */
function pace(t: Translate, j: ReissueJob): string {
  if (j.startedAt && j.finishedAt) {
    const ms = Date.parse(j.finishedAt) - Date.parse(j.startedAt);
    const rate = ms > 0 ? (doneRows(j) * 1000) / ms : 0;
    return `${t('cli.jobs.watch.avgRate', { rate: formatRate(rate, grouped) })} · ${t('cli.batch.progress.took', { time: formatDuration(ms) })}`;
  }
  if (j.status !== 'running') return t('cli.jobs.watch.notStarted');
  if (j.rate <= 0 || j.etaSeconds === null) return t('cli.jobs.watch.measuring');
  return `${t('cli.batch.progress.rate', { rate: formatRate(j.rate, grouped) })} · ${t('cli.jobs.watch.eta', { time: formatDuration(j.etaSeconds * 1000) })}`;
}

/** What the job waits for, or why it stopped. */
function note(t: Translate, j: ReissueJob): string | undefined {
  if (j.status === 'pending_approval')
    return t('cli.jobs.watch.waitingApproval', { approvalId: j.approvalId ?? '?' });
  if (j.status === 'queued') return t('cli.jobs.watch.queued');
  // the server words the error in the caller's language
  if (j.status === 'cancelled')
    return [j.error, t('cli.jobs.watch.notRun', countOf(j.cancelled))].filter(Boolean).join(' · ');
  return j.error ?? undefined;
}

/**
 * `opsdeck jobs watch` on a terminal, in words for the Ink bar (ui/batch-progress.tsx): the job, its
 * status and amount; the bar sized to `columns`; issued and failed rows, grouped as the amounts are
 * (`4,440/12,000`); rate and ETA (or the time it took); what it waits for (another admin's approval)
 * or why it stopped.
 */
export function jobProgressView(t: Translate, j: ReissueJob, columns: number): BatchProgressView {
  const done = doneRows(j);
  const position = barPosition(done, j.count);
  const why = note(t, j);
  return {
    title: t('cli.jobs.watch.title', {
      id: j.id,
      status: t(`reissueJobs.statuses.${j.status}`),
      what: whatText(t, j),
    }),
    bar: progressBar(done, j.count, Math.max(10, Math.min(40, columns - position.length - 2))),
    position,
    done: t('cli.jobs.watch.issued', countOf(j.issued + j.replayed)),
    ...(j.failed > 0 ? { failed: t('cli.batch.progress.failed', countOf(j.failed)) } : {}),
    pace: pace(t, j),
    ...(why ? { note: why } : {}),
  };
}
