import type { ReissueJob } from '@opsdeck/shared/schemas';
import { type RefObject, useEffect, useState } from 'react';
import { env } from '../../config/env.ts';
import { useWebApi } from '../../lib/api-context.tsx';
import { readEventStream } from '../../lib/event-stream.ts';
import { currentLocale } from '../../lib/i18n.ts';

/** Waits between reconnects: 1 s, growing to 10 s while the server stays away. */
const RETRY_MS = [1000, 2000, 5000, 10_000];

/** `off`: no stream (not an admin, or refused); the screen reads its data on a timer instead. */
export type JobStreamState = 'off' | 'connecting' | 'live' | 'reconnecting';

/** What the screen does with the stream: each job frame, and each (re)connect. */
export interface JobStreamHandlers {
  job: (job: ReissueJob) => void;
  ready: () => void;
}

/**
 * The re-issue jobs' progress from the monitor's event stream (`only=jobs`: the job frames alone, a
 * job's state after each batch of rows, on any server process). The stream is the admins' (as the
 * monitor), so for anyone else it stays `off`. `handlers.current.ready` runs at every connect and
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
    (async () => {
      let attempt = 0;
      while (!controller.signal.aborted) {
        let end: Awaited<ReturnType<typeof readEventStream>> = 'closed';
        try {
          end = await readEventStream(
            { baseURL: env.apiBaseUrl, token: tokenStore.get(), locale: currentLocale() },
            null,
            controller.signal,
            {
              job: (job) => handlers.current.job(job),
              ready: () => {
                attempt = 0;
                setState('live');
                handlers.current.ready();
              },
            },
            'jobs',
          );
        } catch {
          end = 'closed';
        }
        if (controller.signal.aborted) return;
        if (end !== 'closed') {
          setState('off');
          return;
        }
        setState('reconnecting');
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 1000;
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();
    return () => controller.abort();
  }, [enabled, tokenStore, handlers]);

  return state;
}
