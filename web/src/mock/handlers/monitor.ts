import {
  type MonitorEvent,
  type MonitorNote,
  type MonitorPreview,
  type MonitorStatus,
  monitorActivityQuerySchema,
  monitorNoteBodySchema,
  monitorNoteStarBodySchema,
  type RotationItem,
} from '@opsdeck/shared/schemas';
import { HttpResponse } from 'msw';
import { recordAudit } from '../data/events.ts';
import type { MockNote } from '../data/operations.ts';
import { nameOf, type World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400, queryOf } from '../http/reply.ts';
import { TRAFFIC_WINDOW_MS } from '../http/route.ts';
import type { Router } from './router.ts';

const HOUR = 3_600_000;

const noteOf = (world: World, n: MockNote): MonitorNote => ({
  id: n.id,
  username: nameOf(world.operators, n.operatorId),
  content: n.content,
  time: n.time,
  isCollect: n.isCollect,
});

/** The request figures of the last five minutes of this mock, as the server counts its own. */
function status(world: World): MonitorStatus {
  const now = Date.now();
  const recent = world.traffic.filter((r) => r.at >= now - TRAFFIC_WINDOW_MS);
  const minutes = Math.max(1, Math.min(TRAFFIC_WINDOW_MS, now - world.startedAt) / 60_000);
  const sorted = recent.map((r) => r.ms).sort((a, b) => a - b);
  const p95 = sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  const reissues = world.orders.filter(
    (o) => o.kind === 'patch' && Date.parse(o.createdAt) > now - 24 * HOUR,
  );
  return {
    version: '0.0.0-mock',
    uptimeSeconds: Math.floor((now - world.startedAt) / 1000),
    db: 'pglite',
    requestsPerMinute: Math.round((recent.length / minutes) * 10) / 10,
    errorRate:
      recent.length === 0
        ? 0
        : Math.round((recent.filter((r) => r.status >= 500).length / recent.length) * 10_000) / 10_000,
    p95Ms: p95,
    openConnections: world.log.listeners.size,
    streams: world.log.listeners.size,
    reissuedCoins24h: reissues.reduce((a, o) => a + o.coins, 0),
    reissues24h: reissues.length,
  };
}

/** The items of online collections, in collection then item order, with how many collections hold each. */
function rotation(world: World): RotationItem[] {
  const online = world.collections
    .filter((c) => c.status === 'online')
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const items = online.flatMap((c) =>
    [...c.items].sort((a, b) => a.sort - b.sort || a.id - b.id).map((i) => ({ c, i })),
  );
  const count = (i: (typeof items)[number]['i']) =>
    items.filter((x) => x.i.contentType === i.contentType && x.i.contentId === i.contentId).length;
  return items.map(({ c, i }, k) => ({
    order: k + 1,
    collectionId: c.id,
    collectionName: c.title,
    kind: i.contentType,
    id: i.contentId,
    name: i.title,
    cover: i.imageUrl,
    duration: null,
    rotationCount: count(i),
  }));
}

/** The most recently published (online) wallpaper or template. */
function preview(world: World): MonitorPreview {
  type Item = { id: number; status: string; updatedAt: string };
  const online = <T extends Item>(
    rows: readonly T[],
    kind: 'wallpaper' | 'template',
    of: (r: T) => [string, string],
  ) =>
    rows
      .filter((r) => r.status === 'online')
      .map((r) => ({ kind, id: r.id, name: of(r)[0], cover: of(r)[1], publishedAt: r.updatedAt }));
  const candidates = [
    ...online(world.wallpapers, 'wallpaper', (w) => [w.title, w.imageUrl]),
    ...online(world.templates, 'template', (t) => [t.name, t.coverUrl]),
  ];
  return candidates.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)[0] ?? null;
}

const frame = (e: MonitorEvent) => `id: ${e.id}\nevent: activity\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * The live activity as Server-Sent Events: what was missed after Last-Event-ID, `ready`, then every
 * new event until the caller aborts (the stream stays open, as the server's does). With `only=jobs`
 * (the re-issue jobs screen) no activity: the mock runs no job, so only `ready`.
 */
function eventStream(world: World, request: Request): Response {
  const jobsOnly = new URL(request.url).searchParams.get('only') === 'jobs';
  const after = jobsOnly ? Number.NaN : Number(request.headers.get('last-event-id') ?? '');
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const listener = (e: MonitorEvent) => {
        if (!jobsOnly) send(frame(e));
      };
      stop = () => {
        if (!world.log.listeners.delete(listener)) return;
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      send('retry: 1000\n\n');
      const missed =
        Number.isSafeInteger(after) && after > 0 ? world.log.events.filter((e) => e.id > after) : [];
      for (const e of missed) send(frame(e));
      const last = world.log.events.at(-1)?.id ?? 0;
      send(`event: ready\ndata: ${JSON.stringify({ lastEventId: last })}\n\n`);
      world.log.listeners.add(listener);
      request.signal.addEventListener('abort', () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

/** The monitor (admin): live activity and its stream, notes, status figures, rotation and preview. */
export function monitorHandlers({ on }: Router): void {
  // the activity is the admins'; the job frames alone (only=jobs) are anyone's, as on the server
  on('get', '/admin/monitor/events', ['*'], ({ request, world, operator }) => {
    const jobsOnly = new URL(request.url).searchParams.get('only') === 'jobs';
    if (!jobsOnly && operator.role !== 'admin') throw new MockHttpError(403, 'errors.forbidden');
    return eventStream(world, request);
  });

  on('get', '/admin/monitor/activity', ['admin'], ({ request, world }) => {
    const q = parseOr400(request, monitorActivityQuerySchema, queryOf(request));
    const events = world.log.events.filter((e) => q.kind === undefined || e.kind === q.kind);
    return ok(events.slice(-q.limit).reverse());
  });

  on('get', '/admin/monitor/notes', ['admin'], ({ world }) =>
    ok(
      [...world.notes]
        .sort(
          (a, b) => Number(b.isCollect) - Number(a.isCollect) || b.time.localeCompare(a.time) || b.id - a.id,
        )
        .map((n) => noteOf(world, n)),
    ),
  );

  on('post', '/admin/monitor/note', ['admin'], async ({ request, world, operator }) => {
    const body = parseOr400(request, monitorNoteBodySchema, await bodyOf(request));
    const n: MockNote = {
      id: Math.max(0, ...world.notes.map((x) => x.id)) + 1,
      operatorId: operator.id,
      content: body.content,
      time: new Date().toISOString(),
      isCollect: false,
    };
    world.notes.push(n);
    const note = noteOf(world, n);
    recordAudit(world, operator, {
      action: 'monitorNote.post',
      targetType: 'monitorNote',
      targetId: String(n.id),
      note,
    });
    return ok(note);
  });

  on('post', '/admin/monitor/note/star', ['admin'], async ({ request, world, operator }) => {
    const body = parseOr400(request, monitorNoteStarBodySchema, await bodyOf(request));
    const n = world.notes.find((x) => x.id === body.id);
    if (!n) throw new MockHttpError(404, 'monitor.errors.noteNotFound', { params: { id: body.id } });
    n.isCollect = body.isCollect;
    const note = noteOf(world, n);
    // the note's earlier events show its current star, as the server joins it
    for (const e of world.log.events) if (e.note?.id === n.id) e.note = note;
    recordAudit(world, operator, {
      action: 'monitorNote.star',
      targetType: 'monitorNote',
      targetId: String(n.id),
      note,
    });
    return ok(note);
  });

  on('get', '/admin/monitor/status', ['admin'], ({ world }) => ok(status(world)));
  on('get', '/admin/monitor/rotation', ['admin'], ({ world }) => ok(rotation(world)));
  on('get', '/admin/monitor/preview', ['admin'], ({ world }) => ok(preview(world)));
}
