import { getReissueJob, listReissueJobRows, listReissueJobs } from '@opsdeck/shared/api';
import { jobFinished, type ReissueJob, type ReissueJobRowState } from '@opsdeck/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useFetch } from '../../lib/use-fetch.ts';

/** How often open jobs are read again while they run (counts, rate and ETA). */
export const LIVE_MS = 1000;

/** How often the list is read again while the event stream is away and no job runs (a job started elsewhere appears). */
export const IDLE_MS = 5000;

/** Rows per page of the detail's row table. */
export const ROWS_PAGE = 20;

/**
 * The list's one query: index.html's inline script asks for the same call with the page
 * (`MemberReissueJobs` in lib/early-data-routes.ts), and the screen takes that answer.
 */
export const JOB_LIST_QUERY = { limit: 50 } as const;

/** True while any of the jobs can still change. */
export const anyOpen = (jobs: readonly ReissueJob[]) => jobs.some((j) => !jobFinished(j.status));

/**
 * A job as read, moved on by a frame of the event stream: status, counts, rate, ETA and times come
 * from the frame; the words (filter, error) stay as read, in the screen's language (the stream's
 * frames are in one language for every listener).
 */
export function withProgress(job: ReissueJob, frame: ReissueJob): ReissueJob {
  const { status, count, issued, replayed, failed, cancelled, left, rate, etaSeconds } = frame;
  const { approvalId, refusal, startedAt, finishedAt } = frame;
  return {
    ...job,
    ...{ status, count, issued, replayed, failed, cancelled, left, rate, etaSeconds },
    ...{ approvalId, refusal, startedAt, finishedAt },
  };
}

/**
 * What a stream frame does to a list of jobs: its job moved on in place; `undefined` when the list
 * must be read again instead (a job it does not hold yet, or one that just finished: its words,
 * such as why it stopped, come in the screen's language only from a read).
 */
export function listWithFrame(list: readonly ReissueJob[], frame: ReissueJob): ReissueJob[] | undefined {
  const at = list.findIndex((j) => j.id === frame.id);
  const held = list[at];
  if (!held || jobFinished(frame.status)) return undefined;
  return list.map((j, i) => (i === at ? withProgress(held, frame) : j));
}

/**
 * The newest jobs (a non-admin's own). While the event stream is `live` the stream's frames move
 * them on (see the screen); otherwise they are read again every second while one of them is open
 * (waiting, queued or running), every five seconds otherwise (a job started elsewhere appears).
 */
export function useJobList(streamLive: boolean) {
  const [open, setOpen] = useState(false);
  const list = useFetch('jobs', (client) => listReissueJobs(client, JOB_LIST_QUERY), {
    everyMs: streamLive ? 0 : open ? LIVE_MS : IDLE_MS,
  });
  useEffect(() => setOpen(anyOpen(list.data ?? [])), [list.data]);
  return list;
}

/** One job: moved on by the stream's frames while it is `live`, else read again every second while open. */
export function useJob(id: number | undefined, streamLive: boolean) {
  const [open, setOpen] = useState(false);
  const job = useFetch(
    id === undefined ? null : `job-${id}`,
    (client) => getReissueJob(client, id as number),
    {
      everyMs: open && !streamLive ? LIVE_MS : 0,
    },
  );
  useEffect(() => setOpen(job.data !== null && !jobFinished(job.data.status)), [job.data]);
  return job;
}

/** What changes a job's rows: read the rows again when it changes. */
export const progressOf = (job: ReissueJob) =>
  `${job.status}:${job.issued}:${job.replayed}:${job.failed}:${job.cancelled}`;

/** `value`, changing at most once every `ms` (the newest one always arrives). */
function useAtMostEvery<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(value);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}

/**
 * A page of a job's rows (one state or all), read again as the job progresses (`progress`), at most
 * once a second (the stream's frames come after every batch of rows).
 */
export function useJobRows(
  id: number | undefined,
  state: ReissueJobRowState | undefined,
  page: number,
  progress: string,
) {
  const moved = useAtMostEvery(progress, LIVE_MS);
  return useFetch(id === undefined ? null : JSON.stringify([id, state, page, moved]), (client) =>
    listReissueJobRows(client, id as number, {
      current: page,
      pageSize: ROWS_PAGE,
      ...(state ? { state } : {}),
    }),
  );
}
