import { createSseParser, MONITOR_EVENTS_PATH } from '@opsdeck/shared/api';
import { ApiError } from '@opsdeck/shared/errors';
import type { MonitorEvent } from '@opsdeck/shared/schemas';

/** Waits between reconnects while the server is away. */
const RETRY_MS = [500, 1000, 2000, 5000];

/** What following the stream needs. */
export interface FollowOptions {
  /** The API base URL (…/api). */
  server: string;
  token: string;
  locale: string;
  userAgent: string;
  signal: AbortSignal;
  onEvent: (event: MonitorEvent) => void;
  /** Connected (again); `reconnecting` when the connection dropped and a retry is pending. */
  onState?: (state: 'live' | 'reconnecting') => void;
}

/**
 * Follows the monitor's event stream until `signal` aborts: reconnects after a drop and resumes
 * after the last event id it saw, so nothing is missed or repeated. Rejects with an ApiError when
 * the server refuses (401 signed out or revoked, 403 not an admin).
 */
export async function followEvents(opts: FollowOptions): Promise<void> {
  let lastId: number | null = null;
  let attempt = 0;
  while (!opts.signal.aborted) {
    let refused: ApiError | null = null;
    try {
      const headers: Record<string, string> = {
        authorization: `Bearer ${opts.token}`,
        accept: 'text/event-stream',
        'accept-language': opts.locale,
        'user-agent': opts.userAgent,
      };
      if (lastId !== null) headers['last-event-id'] = String(lastId);
      const res = await fetch(`${opts.server}${MONITOR_EVENTS_PATH}`, { headers, signal: opts.signal });
      if (res.status === 401 || res.status === 403) {
        const body = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
        refused = new ApiError({
          message: body.message ?? res.statusText,
          status: res.status,
          code: body.code ?? res.status,
        });
      } else if (res.ok && res.body) {
        let revoked = false;
        const push = createSseParser((frame) => {
          if (frame.event === 'ready') {
            attempt = 0;
            if (lastId === null) lastId = Number(JSON.parse(frame.data).lastEventId) || 0;
            opts.onState?.('live');
          } else if (frame.event === 'activity') {
            const event = JSON.parse(frame.data) as MonitorEvent;
            lastId = Math.max(lastId ?? 0, event.id);
            opts.onEvent(event);
          } else if (frame.event === 'revoked') revoked = true;
        });
        const decoder = new TextDecoder();
        for await (const chunk of res.body) push(decoder.decode(chunk as Uint8Array, { stream: true }));
        if (revoked) refused = new ApiError({ message: 'session revoked', status: 401, code: 50008 });
      }
    } catch (err) {
      if (opts.signal.aborted) return;
      if (err instanceof ApiError) throw err;
    }
    if (refused) throw refused;
    if (opts.signal.aborted) return;
    opts.onState?.('reconnecting');
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 1000;
    attempt += 1;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      opts.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
