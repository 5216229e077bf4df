import { Button, ButtonGroup, H3, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { REISSUE_JOB_ROW_STATES, type ReissueJob, type ReissueJobRowState } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchStates } from '../../components/fetch-states.tsx';
import { StaticTag } from '../../components/static-tag.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { formatCount } from '../../lib/i18n.ts';
import { progressOf, ROWS_PAGE, useJobRows } from './use-jobs.ts';

const ROW_INTENT: Record<ReissueJobRowState, 'none' | 'success' | 'danger' | 'primary'> = {
  pending: 'none',
  issued: 'success',
  replayed: 'primary',
  failed: 'danger',
  cancelled: 'none',
};

/**
 * The job's rows with their results, a page at a time: all of them or one result (the buttons
 * above), each with the order it wrote or why it failed. Read again as the job progresses.
 */
export function JobRows({ job }: { job: ReissueJob }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReissueJobRowState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const rows = useJobRows(job.id, state, page, progressOf(job));
  const choose = (next: ReissueJobRowState | undefined) => {
    setState(next);
    setPage(1);
  };

  return (
    <section className="od-job-rows" aria-labelledby="od-job-rows-title">
      <H3 id="od-job-rows-title">{t('reissueJobs.web.rows.title')}</H3>
      <ButtonGroup className="od-job-rows-filters">
        <Button
          active={state === undefined}
          text={t('reissueJobs.web.rows.all')}
          onClick={() => choose(undefined)}
          data-testid="job-rows-all"
        />
        {REISSUE_JOB_ROW_STATES.map((s) => (
          <Button
            key={s}
            active={state === s}
            text={t(`reissueJobs.rowStates.${s}`)}
            onClick={() => choose(s)}
            data-testid={`job-rows-${s}`}
          />
        ))}
      </ButtonGroup>
      <FetchStates load={rows}>
        {(data) =>
          data.list.length === 0 ? (
            <NonIdealState icon="filter-remove" description={t('reissueJobs.web.rows.empty')} />
          ) : (
            <>
              <HTMLTable compact striped className="od-job-rows-table" data-testid="job-rows">
                <TableHead
                  prefix="reissueJobs.web.rows."
                  cells={[
                    { key: 'seq', num: true },
                    'member',
                    { key: 'amount', num: true },
                    'state',
                    'order',
                  ]}
                />
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.seq} data-testid={`job-row-result-${r.seq}`} data-state={r.state}>
                      <td className="od-num">{r.seq}</td>
                      <td>{r.visibleId}</td>
                      <td className="od-num">{formatCount(r.amount)}</td>
                      <td>
                        <StaticTag minimal intent={ROW_INTENT[r.state]}>
                          {t(`reissueJobs.rowStates.${r.state}`)}
                        </StaticTag>
                      </td>
                      <td>{r.error ?? r.orderNo ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <div className="od-job-rows-pager">
                <span className="od-muted">
                  {t('reissueJobs.web.rows.page', {
                    from: formatCount((page - 1) * ROWS_PAGE + 1),
                    to: formatCount((page - 1) * ROWS_PAGE + data.list.length),
                    total: formatCount(data.total),
                  })}
                </span>
                <Button
                  icon="chevron-left"
                  aria-label={t('reissueJobs.web.rows.previous')}
                  disabled={page <= 1}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                />
                <Button
                  icon="chevron-right"
                  aria-label={t('reissueJobs.web.rows.next')}
                  disabled={page * ROWS_PAGE >= data.total}
                  onClick={() => setPage((p) => p + 1)}
                />
              </div>
            </>
          )
        }
      </FetchStates>
    </section>
  );
}
