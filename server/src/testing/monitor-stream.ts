import { createSseParser } from '@opsdeck/shared/api';
import type { MonitorEvent, ReissueJob } from '@opsdeck/shared/schemas';

/** What a test sees of one open event stream. */
export interface OpenStream {
  status: number;
  /** The answer's head (a hijacked answer: the stream writes it itself). */
  headers: Headers;
  events: MonitorEvent[];
  /** Re-issue job progress frames (`event: job`). */
  jobs: ReissueJob[];
  frames: { id: string | null; event: string }[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/admin/monitor/events over real HTTP and collects its frames (for tests); `only`
 * 'jobs' opens the jobs-only stream; `lang` is the caller's language (Accept-Language).
 */
export async function openStream(
  base: string,
  token: string,
  lastEventId?: number,
  only?: 'jobs',
  lang?: string,
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/admin/monitor/events${only ? `?only=${only}` : ''}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  const events: MonitorEvent[] = [];
  const jobs: ReissueJob[] = [];
  const frames: { id: string | null; event: string }[] = [];
  const push = createSseParser((frame) => {
    frames.push({ id: frame.id, event: frame.event });
    if (frame.event === 'activity') events.push(JSON.parse(frame.data) as MonitorEvent);
    if (frame.event === 'job') jobs.push(JSON.parse(frame.data) as ReissueJob);
  });
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) push(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    jobs,
    frames,
    ended,
    close: () => controller.abort(),
  };
}
