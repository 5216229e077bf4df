import { Button, Callout, H2, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { formatMediumDateTime, type ReissueJob } from '@opsdeck/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FetchStates } from '../../components/fetch-states.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { pathTo } from '../../lib/route-links.ts';
import type { Fetched } from '../../lib/use-fetch.ts';
import { JobProgressBar } from './job-progress-bar.tsx';
import { JobRows } from './job-rows.tsx';
import { amountText, countsText, progressText, statusIntent, totalText } from './job-text.ts';

export interface JobDetailProps {
  id: number | undefined;
  detail: Fetched<ReissueJob>;
  canCancel: (job: ReissueJob) => boolean;
  onCancel: (job: ReissueJob) => void;
  onDownload: (job: ReissueJob) => void;
}

/**
 * The selected job: its status and live progress (bar, counts, rate, ETA), what it gives to whom,
 * who asked, its approval, then its rows with their results; the result CSV and Cancel.
 */
export function JobDetail({ id, detail, canCancel, onCancel, onDownload }: JobDetailProps) {
  const { t } = useTranslation();
  if (id === undefined)
    return (
      <section className="od-job-detail" aria-label={t('reissueJobs.title')}>
        <NonIdealState icon="send-to" description={t('reissueJobs.web.select')} />
      </section>
    );
  return (
    <section className="od-job-detail" aria-labelledby="od-job-detail-title" data-testid="job-detail">
      <FetchStates load={detail} ready={(job) => job.id === id}>
        {(job) => (
          <>
            <div className="od-job-head">
              <H2 id="od-job-detail-title">{t('reissueJobs.web.detailTitle', { id: job.id })}</H2>
              <Tag large minimal intent={statusIntent(job.status)} data-testid="job-status">
                {t(`reissueJobs.statuses.${job.status}`)}
              </Tag>
            </div>
            <JobProgressBar job={job} />
            <p data-testid="job-progress">{progressText(job, t)}</p>
            <p className="od-muted" data-testid="job-counts">
              {countsText(job, t)}
            </p>
            {job.error && (
              <Callout intent="danger" icon="error">
                {job.error}
              </Callout>
            )}
            <HTMLTable compact className="od-job-facts">
              <tbody>
                <Fact label={t('reissueJobs.web.facts.total')}>
                  {amountText(job, t)} · {totalText(job, t)}
                </Fact>
                <Fact label={t('reissueJobs.web.facts.filter')}>{job.filterText}</Fact>
                <Fact label={t('reissueJobs.web.facts.reason')}>{job.reason}</Fact>
                <Fact label={t('reissueJobs.web.facts.requester')}>{job.createdBy.name}</Fact>
                <Fact label={t('reissueJobs.web.facts.approval')}>
                  <ApprovalText job={job} />
                </Fact>
                <Fact label={t('reissueJobs.web.facts.created')}>
                  {formatMediumDateTime(job.createdAt, currentLocale())}
                </Fact>
                {job.startedAt && (
                  <Fact label={t('reissueJobs.web.facts.started')}>
                    {formatMediumDateTime(job.startedAt, currentLocale())}
                  </Fact>
                )}
                {job.finishedAt && (
                  <Fact label={t('reissueJobs.web.facts.finished')}>
                    {formatMediumDateTime(job.finishedAt, currentLocale())}
                  </Fact>
                )}
              </tbody>
            </HTMLTable>
            <div className="od-job-actions">
              <Button
                icon="download"
                text={t('reissueJobs.web.download')}
                onClick={() => onDownload(job)}
                data-testid="job-download"
              />
              {canCancel(job) && (
                <Button
                  icon="stop"
                  intent="danger"
                  text={t('reissueJobs.web.cancel')}
                  onClick={() => onCancel(job)}
                  data-testid="job-cancel"
                />
              )}
            </div>
            <JobRows job={job} />
          </>
        )}
      </FetchStates>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function ApprovalText({ job }: { job: ReissueJob }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (job.approvalId === null) return <>{t('reissueJobs.web.approval.none')}</>;
  const text =
    job.status === 'pending_approval'
      ? t('reissueJobs.web.approval.waiting', { id: job.approvalId })
      : t('reissueJobs.web.approval.decided', { id: job.approvalId });
  return (
    <>
      {text}{' '}
      <Button
        minimal
        small
        icon="share"
        onClick={() => navigate(pathTo('/profile/basic', { id: job.approvalId, status: 'all' }))}
        text={t('reissueJobs.web.approval.open')}
      />
    </>
  );
}
