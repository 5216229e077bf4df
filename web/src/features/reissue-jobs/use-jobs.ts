import { getReissueJob, listReissueJobRows, listReissueJobs } from '@opsdeck/shared/api';
import { jobFinished, type ReissueJob, type ReissueJobRowState } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useFetch } from '../../lib/use-fetch.ts';

/** How often open jobs are read again while they run (counts, rate and ETA). */
export const LIVE_MS = 1000;

/** How often the list is read again while no job runs (a job started elsewhere appears). */
export const IDLE_MS = 5000;

/** Rows per page of the detail's row table. */
export const ROWS_PAGE = 20;

/** True while any of the jobs can still change. */
export const anyOpen = (jobs: readonly ReissueJob[]) => jobs.some((j) => !jobFinished(j.status));

/**
 * The newest jobs (a non-admin's own). Read again every second while one of them is open (waiting,
 * queued or running), every five seconds otherwise (a job started elsewhere appears).
 */
export function useJobList() {
  const [live, setLive] = useState(false);
  const list = useFetch('jobs', (client) => listReissueJobs(client, { limit: 50 }), {
    everyMs: live ? LIVE_MS : IDLE_MS,
  });
  useEffect(() => setLive(anyOpen(list.data ?? [])), [list.data]);
  return list;
}

/** One job, read again every second while it is open. */
export function useJob(id: number | undefined) {
  const [live, setLive] = useState(false);
  const job = useFetch(
    id === undefined ? null : `job-${id}`,
    (client) => getReissueJob(client, id as number),
    {
      everyMs: live ? LIVE_MS : 0,
    },
  );
  useEffect(() => setLive(job.data !== null && !jobFinished(job.data.status)), [job.data]);
  return job;
}

/** What changes a job's rows: read the rows again when it changes. */
export const progressOf = (job: ReissueJob) =>
  `${job.status}:${job.issued}:${job.replayed}:${job.failed}:${job.cancelled}`;

/** A page of a job's rows (one state or all), read again as the job progresses (`progress`). */
export function useJobRows(
  id: number | undefined,
  state: ReissueJobRowState | undefined,
  page: number,
  progress: string,
) {
  return useFetch(id === undefined ? null : JSON.stringify([id, state, page, progress]), (client) =>
    listReissueJobRows(client, id as number, {
      current: page,
      pageSize: ROWS_PAGE,
      ...(state ? { state } : {}),
    }),
  );
}
