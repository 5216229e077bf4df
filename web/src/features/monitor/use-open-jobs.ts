import { listOpenReissueJobs } from '@opsdeck/shared/api';
import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { useFetch } from '../../lib/use-fetch.ts';

/** How often the open jobs are read again while one runs (its progress), and while none does. */
export const JOBS_LIVE_MS = 1000;
export const JOBS_IDLE_MS = 5000;

/** The list with one job's newer state in it: replaced by id, added when new, dropped once finished. */
export function withJob(list: readonly ReissueJob[], job: ReissueJob): ReissueJob[] {
  const others = list.filter((j) => j.id !== job.id);
  return jobFinished(job.status) ? others : [...others, job].sort((a, b) => b.id - a.id);
}

/**
 * The re-issue jobs that are running, queued or waiting for approval. Read again every second while
 * one runs, every five seconds otherwise (a job started elsewhere appears); a job's progress from the
 * monitor's event stream (`streamed`) is merged in as it arrives.
 */
export function useOpenJobs(streamed: ReissueJob | null) {
  const [running, setRunning] = useState(false);
  const jobs = useFetch('open-jobs', (client) => listOpenReissueJobs(client), {
    everyMs: running ? JOBS_LIVE_MS : JOBS_IDLE_MS,
  });
  useEffect(() => setRunning((jobs.data ?? []).some((j) => j.status === 'running')), [jobs.data]);
  const { data, setData } = jobs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: merge each streamed job once
  useEffect(() => {
    if (streamed && data) setData(withJob(data, streamed));
  }, [streamed]);
  return jobs;
}
