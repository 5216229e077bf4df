import { Card, H2, ProgressBar } from '@blueprintjs/core';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StaticTag } from '../../components/static-tag.tsx';
import { formatCount } from '../../lib/i18n.ts';
import { pathTo } from '../../lib/route-links.ts';
import { useOpenJobs } from './use-open-jobs.ts';

/** Rows run so far (issued, already issued or failed). */
const doneRows = (job: ReissueJob) => job.issued + job.replayed + job.failed;

function JobItem({ job }: { job: ReissueJob }) {
  const { t } = useTranslation();
  const done = doneRows(job);
  const what =
    job.amount === null
      ? t('reissueJobs.web.amountRows')
      : t('reissueJobs.web.amountEach', {
          amount: formatCount(job.amount),
          unit: t(`reissueJobs.web.units.${job.kind}`, { count: job.amount }),
        });
  return (
    <li data-testid={`monitor-job-${job.id}`} data-status={job.status}>
      <div className="od-monitor-job-head">
        <Link to={pathTo('/member/reissue-jobs', { id: job.id })} data-testid={`monitor-job-link-${job.id}`}>
          {t('monitor.jobs.open', { id: job.id })}
        </Link>
        <StaticTag minimal intent={job.status === 'pending_approval' ? 'warning' : 'primary'}>
          {t(`reissueJobs.statuses.${job.status}`)}
        </StaticTag>
        <span>{what}</span>
        <span className="od-muted">{t('monitor.jobs.by', { name: job.createdBy.name })}</span>
      </div>
      <ProgressBar
        value={job.count === 0 ? 1 : done / job.count}
        animate={job.status === 'running'}
        stripes={job.status === 'running'}
        intent={job.status === 'pending_approval' ? 'warning' : 'primary'}
        aria-label={t('reissueJobs.web.progressLabel', { id: job.id })}
      />
      <div className="od-muted" data-testid={`monitor-job-progress-${job.id}`}>
        {t('reissueJobs.web.progress', {
          done: formatCount(done),
          total: formatCount(job.count),
          count: job.count,
        })}
      </div>
    </li>
  );
}

/**
 * The re-issue jobs still open (running, queued, waiting for approval) with their progress, each a
 * link to its page on /member/reissue-jobs; nothing while no job is open.
 */
export function JobsPanel({ streamed }: { streamed: ReissueJob | null }) {
  const { t } = useTranslation();
  const jobs = useOpenJobs(streamed);
  if (!jobs.data || jobs.data.length === 0) return null;
  return (
    <Card className="od-monitor-panel od-monitor-jobs" data-testid="monitor-jobs">
      <H2>{t('monitor.jobs.title')}</H2>
      <ul>
        {jobs.data.map((job) => (
          <JobItem key={job.id} job={job} />
        ))}
      </ul>
    </Card>
  );
}
