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

/** What a reader does with the frames: activity events, each (re)connect, job progress. */
export interface StreamHandlers {
  event?: (e: MonitorEvent) => void;
  ready: () => void;
  job?: (job: ReissueJob) => void;
}

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
  on: StreamHandlers,
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

/** Waits between reconnects: 1 s, growing to 10 s while the server stays away. */
const RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * Keeps reading the stream: when the server or network closes a connection it says `reconnecting`
 * and connects again (`connect` gives the token and last id of that moment), waiting 1 s and up to
 * 10 s while the server stays away; `on.ready` runs at every connect. Resolves with how it ended
 * when the session is revoked or refused, or with `aborted` once `signal` aborts.
 */
export async function followEventStream(
  connect: () => { auth: StreamAuth; lastEventId: number | null },
  signal: AbortSignal,
  on: StreamHandlers & { reconnecting: () => void },
  only?: 'jobs',
): Promise<Exclude<StreamEnd, 'closed'> | 'aborted'> {
  let attempt = 0;
  const handlers: StreamHandlers = {
    ...on,
    ready: () => {
      attempt = 0;
      on.ready();
    },
  };
  while (!signal.aborted) {
    const { auth, lastEventId } = connect();
    let end: StreamEnd = 'closed';
    try {
      end = await readEventStream(auth, lastEventId, signal, handlers, only);
    } catch {
      end = 'closed';
    }
    if (signal.aborted) break;
    if (end !== 'closed') return end;
    on.reconnecting();
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 1000;
    attempt += 1;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return 'aborted';
}
