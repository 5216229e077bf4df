import type { OutgoingHttpHeaders } from 'node:http';
import type { MonitorEvent } from '@opsdeck/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/sessions.js';
import { eventsAfter } from './events.js';
import { ResumeFilter } from './resume-filter.js';

/** A comment line this often keeps proxies from closing the stream, and re-checks the session. */
export const HEARTBEAT_MS = 15_000;
/** What a browser's EventSource waits before reconnecting. */
const RETRY_MS = 1000;

/** The id a reconnecting client saw last (Last-Event-ID header, or `lastEventId` in the query). */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: string } | undefined)?.lastEventId;
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
}

const frame = (event: MonitorEvent) => `id: ${event.id}\nevent: activity\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /admin/monitor/events: Server-Sent Events of every committed audited write (`event: activity`)
 * and of re-issue jobs' creation and progress (`event: job`, the job as GET /admin/reissue-jobs/{id}
 * answers it; a non-admin's jobs-only stream carries their own jobs only). Each event's id is
 * its audit row id; with Last-Event-ID the stream first sends what was missed (read back from the
 * audit table), then live events, never one twice. With `?only=jobs` it carries the job frames only
 * (the re-issue jobs screen: no activity is read or sent). Ends when the caller's session is revoked
 * (an `event: revoked` frame first) or expires, and when the server closes.
 */
export async function streamEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const tokenHash = request.tokenHash ?? '';
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const { hub, streams } = app.monitor;
  reply.hijack();
  // a stream may be quiet between heartbeats: exempt from the idle connection timeout
  request.raw.socket.setTimeout(0);
  const res = reply.raw;
  // a hijacked answer writes its own head: with the headers set for every answer (helmet's, the
  // request id), which wait in Fastify's header map
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  const jobsOnly = (request.query as { only?: string } | undefined)?.only === 'jobs';
  // a non-admin (jobs-only, the route sees to it) is sent the jobs they created, as the list shows them
  const owner = request.operator?.role === 'admin' ? null : (request.operator?.id ?? 0);
  const resumeAfter = jobsOnly ? null : lastEventIdOf(request);
  let lastSent = resumeAfter ?? 0;
  let catchingUp = true;
  const pending: MonitorEvent[] = [];
  const filter = new ResumeFilter(resumeAfter);
  const send = (event: MonitorEvent) => {
    if (!filter.admit(event.id)) return;
    lastSent = Math.max(lastSent, event.id);
    res.write(frame(event));
  };

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(end);
    res.end();
  };
  const revoked = () => {
    if (ended) return;
    res.write('event: revoked\ndata: {}\n\n');
    end();
  };
  const unsubscribe = hub.subscribe({
    tokenHash,
    locale: request.locale,
    ...(jobsOnly
      ? {}
      : { onEvent: (event: MonitorEvent) => (catchingUp ? pending.push(event) : send(event)) }),
    onRevoked: revoked,
    // progress frames carry no id: a reconnecting client reads the jobs list instead
    onJob: (job) => {
      if (ended || (owner !== null && job.createdBy.id !== owner)) return;
      res.write(`event: job\ndata: ${JSON.stringify(job)}\n\n`);
    },
  });
  streams.add(end);
  const heartbeat = setInterval(() => {
    authenticate(app.db, token)
      .then(() => {
        if (!ended) res.write(': ping\n\n');
      })
      .catch(revoked);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', end);

  try {
    if (resumeAfter !== null) {
      for (const event of await eventsAfter(app.db, resumeAfter, request.locale)) send(event);
    }
  } catch (err) {
    request.log.error(err, 'monitor catch-up');
  }
  catchingUp = false;
  filter.live();
  for (const event of pending.splice(0)) send(event);
  if (!ended) res.write(`event: ready\ndata: ${JSON.stringify({ lastEventId: lastSent })}\n\n`);
}
