import { HTMLTable } from '@blueprintjs/core';
import { BUSINESS_TIME_ZONE_LABEL, formatMediumDateTime, type ReissueJob } from '@opsdeck/shared/schemas';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../components/static-tag.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { currentLocale, formatCount } from '../../lib/i18n.ts';
import { JobProgressBar } from './job-progress-bar.tsx';
import { amountText, doneRows, statusIntent, totalText } from './job-text.ts';
import { JobsEmpty } from './jobs-empty.tsx';

export interface JobTableProps {
  jobs: readonly ReissueJob[];
  selectedId: number | undefined;
  onOpen: (id: number) => void;
  /** `c` on a row: cancel it; `d`: download its result CSV. */
  onKey: (key: 'cancel' | 'download', job: ReissueJob) => void;
}

/**
 * The jobs as a table driven by the keyboard: ↑/↓ (or j/k) move, Enter opens the job, `c` cancels
 * it, `d` downloads its result CSV. Each row shows the job's progress as it runs.
 *
 * Five columns, so the table fits beside an open job at 1280 px (about 600 px; seven columns needed
 * about 690 and broke "Re-issue", the requester's name and the dates over three lines): the status
 * sits over its progress bar and counts, the requester under the creation time. What must not break
 * (the id, an amount with its unit, a count, a time, a name) is kept on one line; only the members'
 * filter wraps (reissue-jobs.css).
 */
export function JobTable({ jobs, selectedId, onOpen, onKey }: JobTableProps) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState(0);

  useEffect(() => {
    const at = jobs.findIndex((j) => j.id === selectedId);
    if (at >= 0) setCursor(at);
  }, [jobs, selectedId]);

  if (jobs.length === 0) return <JobsEmpty />;

  function onKeyDown(e: KeyboardEvent) {
    const current = jobs[cursor];
    if (e.key === 'ArrowDown' || e.key === 'j') setCursor((c) => Math.min(jobs.length - 1, c + 1));
    else if (e.key === 'ArrowUp' || e.key === 'k') setCursor((c) => Math.max(0, c - 1));
    else if (e.key === 'Enter' && current) onOpen(current.id);
    else if (e.key === 'c' && current) onKey('cancel', current);
    else if (e.key === 'd' && current) onKey('download', current);
    else return;
    e.preventDefault();
  }

  return (
    <HTMLTable
      compact
      interactive
      className="od-jobs-table"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={t('reissueJobs.title')}
      // j, k, Enter, c and d work from the page too, as its hint says (shortcut-layer.tsx): from the
      // heading the focus lands on (after creating a job, say) c did nothing until Tab reached the table
      data-keyboard-list
      data-list-keys="c d"
      data-testid="jobs-table"
    >
      <TableHead
        prefix="reissueJobs.web.columns."
        cells={[
          'job',
          'what',
          'filter',
          'progress',
          {
            key: 'created',
            text: t('time.inZone', {
              title: t('reissueJobs.web.columns.created'),
              zone: BUSINESS_TIME_ZONE_LABEL,
            }),
          },
        ]}
      />
      <tbody>
        {jobs.map((job, i) => (
          <tr
            key={job.id}
            id={`od-job-row-${job.id}`}
            className={[i === cursor ? 'od-jobs-cursor' : '', job.id === selectedId ? 'od-jobs-open' : '']
              .join(' ')
              .trim()}
            aria-selected={i === cursor}
            onClick={() => {
              setCursor(i);
              onOpen(job.id);
            }}
            data-testid={`job-row-${job.id}`}
            data-status={job.status}
          >
            <td className="od-jobs-id">#{job.id}</td>
            <td className="od-jobs-what">
              <div className="od-jobs-line">{amountText(job, t)}</div>
              <div className="od-muted od-jobs-line">{totalText(job, t)}</div>
            </td>
            <td className="od-jobs-filter">{job.filterText}</td>
            <td className="od-jobs-progress-cell">
              <div className="od-jobs-progress">
                <StaticTag minimal intent={statusIntent(job.status)} data-testid={`job-row-status-${job.id}`}>
                  {t(`reissueJobs.statuses.${job.status}`)}
                </StaticTag>
                <JobProgressBar job={job} />
                <span className="od-muted od-jobs-line" data-testid={`job-row-progress-${job.id}`}>
                  {formatCount(doneRows(job))}/{formatCount(job.count)}
                </span>
              </div>
            </td>
            <td className="od-jobs-created">
              <div className="od-jobs-line">{formatMediumDateTime(job.createdAt, currentLocale())}</div>
              <div className="od-muted od-jobs-line od-jobs-requester" title={job.createdBy.name}>
                {t('reissueJobs.web.requestedBy', { name: job.createdBy.name })}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
