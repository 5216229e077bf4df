import { listOpenReissueJobs } from '@opsdeck/shared/api';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { amountText, progressText, statusIntent } from '../../../features/reissue-jobs/job-text.ts';
import type { ArgPickOption, ArgPickSource } from './arg-picks.ts';

/** An open re-issue job as a pick: `#12 · 50 coins each · status active`, its progress and requester. */
export function jobPick(job: ReissueJob, t: TFunction): ArgPickOption {
  const status = t(`reissueJobs.statuses.${job.status}`);
  return {
    value: String(job.id),
    title: t('palette.args.jobs.item', { id: job.id, what: amountText(job, t), members: job.filterText }),
    hint: t('palette.args.jobs.itemHint', { progress: progressText(job, t), requester: job.createdBy.name }),
    icon: job.kind === 'vip' ? 'crown' : 'bank-account',
    tag: { text: status, intent: statusIntent(job.status) },
    words: [job.filterText, job.reason, job.createdBy.name, status],
  };
}

/**
 * The jobs "Cancel a re-issue job" offers: the open ones (queued, running, waiting for approval),
 * newest first, as the server lists them for the caller (a non-admin sees their own).
 */
export const openJobPicks: ArgPickSource = {
  load: (client) => listOpenReissueJobs(client),
  options: (items, t) => (items as ReissueJob[]).map((job) => jobPick(job, t)),
  keys: {
    placeholder: 'palette.args.jobs.placeholder',
    heading: 'palette.args.jobs.heading',
    loading: 'palette.args.jobs.loading',
    failed: 'palette.args.jobs.failed',
    none: 'palette.args.jobs.none',
    noMatch: 'palette.args.jobs.noMatch',
  },
};
