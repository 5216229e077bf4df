import { H1 } from '@blueprintjs/core';
import { cancelReissueJob, getReissueJobResultCsv } from '@opsdeck/shared/api';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { useCallback, useRef, useState } from 'react';
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
import { type JobStreamHandlers, useJobStream } from './use-job-stream.ts';
import { listWithFrame, useJob, useJobList, withProgress } from './use-jobs.ts';
import './reissue-jobs.css';

/**
 * /member/reissue-jobs: the re-issue jobs (an admin sees all, anyone else their own) with their live
 * progress, and the selected job (`?id=`) with its rows and results. By keyboard: the table moves
 * with ↑/↓, Enter opens a job, `c` cancels it (its creator or an admin; the server decides), `d`
 * downloads its result CSV. The jobs' creation and progress (bars, counts, rate, ETA) are live from
 * the event stream's job frames (an admin's carry every job, anyone else's their own), read again
 * in full at each (re)connect; only while the stream is away is the list read on a timer (every
 * second while a job is open, every five seconds otherwise).
 */
export function ReissueJobsScreen() {
  const { t } = useTranslation();
  const client = useApi();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || undefined;
  const handlers = useRef<JobStreamHandlers>({ job: () => {}, ready: () => {} });
  const stream = useJobStream(me.id !== null, handlers);
  const list = useJobList(stream === 'live');
  const detail = useJob(selectedId, stream === 'live');
  // the newest data each frame starts from (frames may come faster than renders), and the frames
  // already answered by reading again (a new or finished job: once each, not once per frame)
  const latest = useRef({ list: list.data, detail: detail.data });
  latest.current = { list: list.data, detail: detail.data };
  const readFor = useRef(new Set<string>());
  const readOnce = (what: string, read: () => void) => {
    if (readFor.current.has(what)) return;
    readFor.current.add(what);
    read();
  };
  handlers.current = {
    job: (frame) => {
      const jobs = latest.current.list;
      const next = jobs ? listWithFrame(jobs, frame) : undefined;
      if (next) {
        latest.current.list = next;
        list.setData(next);
      } else readOnce(`list:${frame.id}:${jobFinished(frame.status)}`, list.reload);
      const job = latest.current.detail;
      if (job?.id !== frame.id) return;
      if (jobFinished(frame.status)) readOnce(`job:${frame.id}:done`, detail.reload);
      else {
        latest.current.detail = withProgress(job, frame);
        detail.setData(latest.current.detail);
      }
    },
    // (re)connected: frames were missed meanwhile, so everything is read again
    ready: () => {
      readFor.current.clear();
      list.reload();
      detail.reload();
    },
  };
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

  // no job yet (and none asked for by a link): the list's empty state says how to start one, alone
  const none = list.data?.length === 0 && selectedId === undefined;
  return (
    <div className={`od-page od-jobs-page${none ? ' od-jobs-page-none' : ''}`} data-live={stream}>
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
        {!none && <p className="od-muted od-jobs-keys">{t('reissueJobs.web.keys')}</p>}
      </div>
      {!none && (
        <JobDetail
          id={selectedId}
          detail={detail}
          canCancel={canCancel}
          onCancel={setCancelling}
          onDownload={(job) => void download(job)}
        />
      )}
      <CancelDialog
        job={cancelling}
        busy={busy}
        onKeep={() => setCancelling(null)}
        onCancel={(job) => void cancel(job)}
      />
    </div>
  );
}
