import { getMonitorActivity } from '@opsdeck/shared/api';
import type { MonitorEvent, ReissueJob } from '@opsdeck/shared/schemas';
import { startTransition, useEffect, useRef, useState } from 'react';
import { followEventStream } from '../../lib/event-stream.ts';
import { useMonitorApi } from './use-monitor-api.ts';

const timeOf = (e: MonitorEvent) => Date.parse(e.time);

/** How many events the screen keeps. */
const KEEP = 200;

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * Merges events in, newest first by time (ties: the higher id), one per id (a note's star updates
 * replace its earlier state).
 */
function merge(list: MonitorEvent[], more: MonitorEvent[]): MonitorEvent[] {
  const byId = new Map(list.map((e) => [e.id, e]));
  for (const e of more) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id).slice(0, KEEP);
}

/**
 * The live activity: the newest events from the API, then every new one from the event stream.
 * After a drop (server restart, network) it reconnects and resumes from the last id it holds, so
 * nothing in between is missed; a revoked session stops it. `job` is the last re-issue job progress
 * the stream carried.
 */
export function useLiveActivity() {
  const { client, stream } = useMonitorApi();
  const [events, setEvents] = useState<MonitorEvent[]>([]);
  const [state, setState] = useState<LiveState>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // the newest re-issue job progress the stream carried (a job's state after a batch of rows)
  const [job, setJob] = useState<ReissueJob | null>(null);
  const lastId = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per mount
  useEffect(() => {
    const controller = new AbortController();
    const add = (more: MonitorEvent[]) => {
      for (const e of more) lastId.current = Math.max(lastId.current ?? 0, e.id);
      // a transition: React draws the list in slices, and a burst of stream frames is one render
      startTransition(() => setEvents((list) => merge(list, more)));
    };
    (async () => {
      try {
        const first = await getMonitorActivity(client, { limit: 50 });
        add(first);
        if (lastId.current === null) lastId.current = 0;
      } catch (err) {
        if (controller.signal.aborted) return;
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        // with the first events' transition: the list never shows empty in between
        startTransition(() => setLoading(false));
      }
      const end = await followEventStream(
        () => ({ auth: stream(), lastEventId: lastId.current }),
        controller.signal,
        {
          event: (e) => add([e]),
          job: setJob,
          // after the events before it, which are transitions too
          ready: () => startTransition(() => setState('live')),
          reconnecting: () => setState('reconnecting'),
        },
      );
      if (end !== 'aborted') setState('closed');
    })();
    return () => controller.abort();
  }, []);

  return { events, state, error, loading, job };
}
