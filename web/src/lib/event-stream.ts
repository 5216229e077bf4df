import { createSseParser, MONITOR_EVENTS_PATH } from '@opsdeck/shared/api';
import type { MonitorEvent, ReissueJob } from '@opsdeck/shared/schemas';

/** What opening the stream needs. */
export interface StreamAuth {
  baseURL: string;
  token: string | null;
  locale: string;
}

/** How one connection ended: the server or network closed it, or the session was revoked / refused. */
export type StreamEnd = 'closed' | 'revoked' | 'refused';

/**
 * Reads the monitor's Server-Sent Events over fetch (so the bearer token goes in a header), from
 * after `lastEventId` when given: activity events, and re-issue jobs' progress (`job`, no id); with
 * `only: 'jobs'` the job frames alone (the re-issue jobs screen). Resolves when the connection
 * ends; `signal` aborts it. The monitor and the re-issue jobs screen read it.
 */
export async function readEventStream(
  auth: StreamAuth,
  lastEventId: number | null,
  signal: AbortSignal,
  on: { event?: (e: MonitorEvent) => void; ready: () => void; job?: (job: ReissueJob) => void },
  only?: 'jobs',
): Promise<StreamEnd> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-language': auth.locale };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (lastEventId !== null) headers['last-event-id'] = String(lastEventId);
  const url = `${auth.baseURL}${MONITOR_EVENTS_PATH}${only ? `?only=${only}` : ''}`;
  const res = await fetch(url, { headers, signal, cache: 'no-store' });
  if (res.status === 401 || res.status === 403) return 'refused';
  if (!res.ok || !res.body) return 'closed';
  let end: StreamEnd = 'closed';
  const push = createSseParser((frame) => {
    if (frame.event === 'activity') on.event?.(JSON.parse(frame.data) as MonitorEvent);
    else if (frame.event === 'ready') on.ready();
    else if (frame.event === 'job') on.job?.(JSON.parse(frame.data) as ReissueJob);
    else if (frame.event === 'revoked') end = 'revoked';
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    push(value);
  }
  return end;
}
