import type { Intent } from '@blueprintjs/core';
import { jobFinished, type ReissueJob, type ReissueJobStatus } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { formatCount } from '../../lib/i18n.ts';

/** The tag colour of a job's status. */
export function statusIntent(status: ReissueJobStatus): Intent {
  if (status === 'done') return 'success';
  if (status === 'failed') return 'danger';
  if (status === 'cancelled') return 'none';
  if (status === 'pending_approval') return 'warning';
  return 'primary';
}

/** Rows that have run (issued, already issued or failed). */
export const doneRows = (job: ReissueJob) => job.issued + job.replayed + job.failed;

/** The share of rows run, 0 to 1 (a stopped job shows how far it got). */
export const progressValue = (job: ReissueJob) => (job.count === 0 ? 1 : doneRows(job) / job.count);

/** "50 coins each" (or "own amount per row" for explicit rows with their own amounts). */
export function amountText(job: Pick<ReissueJob, 'amount' | 'kind'>, t: TFunction): string {
  if (job.amount === null) return t('reissueJobs.web.amountRows');
  return t('reissueJobs.web.amountEach', {
    amount: formatCount(job.amount),
    unit: t(`reissueJobs.web.units.${job.kind}`, { count: job.amount }),
  });
}

/** "12,000 coins" */
export function totalText(job: Pick<ReissueJob, 'total' | 'kind'>, t: TFunction): string {
  return `${formatCount(job.total)} ${t(`reissueJobs.web.units.${job.kind}`, { count: job.total })}`;
}

/**
 * "120 of 500 rows · 340 rows/s · about 2 s left" while it runs; the counts alone once stopped (the
 * server still answers a done job's average rate, which read as a live one: "888 of 888 rows ·
 * 1,021.9 rows/s").
 */
export function progressText(job: ReissueJob, t: TFunction): string {
  const counts = t('reissueJobs.web.progress', {
    done: formatCount(doneRows(job)),
    total: formatCount(job.count),
    count: job.count,
  });
  if (jobFinished(job.status)) return counts;
  const parts = [counts];
  if (job.rate > 0) parts.push(t('reissueJobs.web.rate', { rate: formatCount(job.rate) }));
  if (job.etaSeconds !== null) parts.push(t('reissueJobs.web.eta', { seconds: job.etaSeconds }));
  return parts.join(' · ');
}

/** Issued, already issued, failed, cancelled and left, in words. */
export function countsText(job: ReissueJob, t: TFunction): string {
  return t('reissueJobs.web.counts', {
    issued: formatCount(job.issued),
    replayed: formatCount(job.replayed),
    failed: formatCount(job.failed),
    cancelled: formatCount(job.cancelled),
    left: formatCount(job.left),
  });
}
