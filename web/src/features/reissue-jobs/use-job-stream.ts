import type { ReissueJob } from '@opsdeck/shared/schemas';
import { type RefObject, useEffect, useState } from 'react';
import { env } from '../../config/env.ts';
import { useWebApi } from '../../lib/api-context.tsx';
import { followEventStream } from '../../lib/event-stream.ts';
import { currentLocale } from '../../lib/i18n.ts';

/** `off`: no stream (not signed in yet, or refused); the screen reads its data on a timer instead. */
export type JobStreamState = 'off' | 'connecting' | 'live' | 'reconnecting';

/** What the screen does with the stream: each job frame, and each (re)connect. */
export interface JobStreamHandlers {
  job: (job: ReissueJob) => void;
  ready: () => void;
}

/**
 * The re-issue jobs' progress from the monitor's event stream (`only=jobs`: the job frames alone, a
 * job's creation and its state after each batch of rows, on any server process). Any signed-in
 * operator may open it: the server sends an admin every job, anyone else their own (`enabled` is
 * false only until the operator is known). `handlers.current.ready` runs at every connect and
 * reconnect: frames carry no id to resume from, so the screen reads its data again there (what
 * changed while the stream was away). While it is not `live` the screen reads on a timer.
 */
export function useJobStream(enabled: boolean, handlers: RefObject<JobStreamHandlers>): JobStreamState {
  const { tokenStore } = useWebApi();
  const [state, setState] = useState<JobStreamState>(enabled ? 'connecting' : 'off');

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    const controller = new AbortController();
    void followEventStream(
      () => ({
        auth: { baseURL: env.apiBaseUrl, token: tokenStore.get(), locale: currentLocale() },
        lastEventId: null,
      }),
      controller.signal,
      {
        job: (job) => handlers.current.job(job),
        ready: () => {
          setState('live');
          handlers.current.ready();
        },
        reconnecting: () => setState('reconnecting'),
      },
      'jobs',
    ).then((end) => {
      if (end !== 'aborted') setState('off');
    });
    return () => controller.abort();
  }, [enabled, tokenStore, handlers]);

  return state;
}
