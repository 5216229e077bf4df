import { H1 } from '@blueprintjs/core';
import { cancelReissueJob, getReissueJobResultCsv } from '@opsdeck/shared/api';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { downloadText } from '../../components/data-list/export-csv.ts';
import { FetchStates } from '../../components/fetch-states.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { toastSuccess } from '../../lib/toaster.ts';
import { type ParamsPatch, patchParams } from '../../lib/url-params.ts';
import { useMe } from '../../lib/use-me.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { JobDetail } from './job-detail.tsx';
import { JobTable } from './job-table.tsx';
import { useJob, useJobList } from './use-jobs.ts';
import './reissue-jobs.css';

/**
 * /member/reissue-jobs: the re-issue jobs (an admin sees all, anyone else their own) with their live
 * progress, and the selected job (`?id=`) with its rows and results. By keyboard: the table moves
 * with ↑/↓, Enter opens a job, `c` cancels it (its creator or an admin; the server decides), `d`
 * downloads its result CSV. The list is read again every second while a job is open, every five
 * seconds otherwise.
 */
export function ReissueJobsScreen() {
  const { t } = useTranslation();
  const client = useApi();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || undefined;
  const list = useJobList();
  const detail = useJob(selectedId);
  const [cancelling, setCancelling] = useState<ReissueJob | null>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback(
    (next: ParamsPatch) => setParams((p) => patchParams(p, next), { replace: true }),
    [setParams],
  );
  const canCancel = (job: ReissueJob) =>
    !jobFinished(job.status) && (me.isAdmin || job.createdBy.id === me.id);

  async function download(job: ReissueJob) {
    try {
      const csv = await getReissueJobResultCsv(client, job.id);
      downloadText(csv, `reissue-job-${job.id}.csv`);
    } catch {
      // the client toasted the server's reason; nothing else to do (and no unhandled rejection)
    }
  }

  async function cancel(job: ReissueJob) {
    setBusy(true);
    try {
      const after = await cancelReissueJob(client, job.id);
      toastSuccess(t('reissueJobs.web.cancelled', { id: job.id }));
      if (detail.data?.id === after.id) detail.setData(after);
      list.reload();
    } catch {
      // the client toasted the server's reason (already finished, not theirs)
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  return (
    <div className="od-page od-jobs-page">
      <div className="od-jobs-list">
        <H1 className="od-list-title">{t('reissueJobs.title')}</H1>
        <FetchStates load={list}>
          {(jobs) => (
            <JobTable
              jobs={jobs}
              selectedId={selectedId}
              onOpen={(id) => set({ id: String(id) })}
              onKey={(key, job) => {
                if (key === 'download') void download(job);
                else if (canCancel(job)) setCancelling(job);
              }}
            />
          )}
        </FetchStates>
        <p className="od-muted">{t('reissueJobs.web.keys')}</p>
      </div>
      <JobDetail
        id={selectedId}
        detail={detail}
        canCancel={canCancel}
        onCancel={setCancelling}
        onDownload={(job) => void download(job)}
      />
      <CancelDialog
        job={cancelling}
        busy={busy}
        onKeep={() => setCancelling(null)}
        onCancel={(job) => void cancel(job)}
      />
    </div>
  );
}
