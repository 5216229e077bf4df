import {
  monitorActivityQuerySchema,
  monitorEventSchema,
  monitorNoteBodySchema,
  monitorNoteSchema,
  monitorNoteStarBodySchema,
  monitorPreviewSchema,
  monitorStatusSchema,
  rotationItemSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { actorOf } from '../../http/actor.js';
import { route, routesOf } from '../../http/routes.js';
import { latestEvents } from './events.js';
import { listNotes, postNote, starNote } from './notes.js';
import { monitorStatus, preview, rotation } from './status.js';
import { streamEvents } from './stream.js';

const admin = ['admin' as const];

/**
 * The live monitor (admin only): the recent activity, notes, the status figures, the content in
 * rotation and the newest published content.
 */
export const monitorRoutes = routesOf('monitor', [
  route({
    url: '/admin/monitor/activity',
    roles: admin,
    query: monitorActivityQuerySchema,
    response: z.array(monitorEventSchema),
    handler: ({ db, query, request }) => latestEvents(db, request.locale, query.limit, query.kind),
  }),
  route({
    url: '/admin/monitor/notes',
    roles: admin,
    response: z.array(monitorNoteSchema),
    handler: ({ db, request }) => listNotes(db, request.locale),
  }),
  route({
    method: 'POST',
    url: '/admin/monitor/note',
    roles: admin,
    body: monitorNoteBodySchema,
    response: monitorNoteSchema,
    handler: ({ db, body, request }) => postNote(db, actorOf(request), body),
  }),
  route({
    method: 'POST',
    url: '/admin/monitor/note/star',
    roles: admin,
    body: monitorNoteStarBodySchema,
    response: monitorNoteSchema,
    handler: ({ db, body, request }) => starNote(db, actorOf(request), body),
  }),
  route({
    url: '/admin/monitor/status',
    roles: admin,
    response: monitorStatusSchema,
    handler: ({ request }) => monitorStatus(request.server),
  }),
  route({
    url: '/admin/monitor/rotation',
    roles: admin,
    response: z.array(rotationItemSchema),
    handler: ({ request }) => rotation(request.server),
  }),
  route({
    url: '/admin/monitor/preview',
    roles: admin,
    response: monitorPreviewSchema,
    handler: ({ request }) => preview(request.server),
  }),
]);

/**
 * The monitor's event stream (admin only): Server-Sent Events, written by the handler on the hijacked
 * reply, so it is not an `ok(data)` answer of the route table. The activity is the admins'; the
 * re-issue jobs' frames alone (`only=jobs`) are open to every signed-in role, each caller getting the
 * jobs it may see (an admin all, anyone else their own), as GET /admin/reissue-jobs answers them.
 */
export const monitorStreamRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/monitor/events',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['monitor'],
        description:
          "Server-Sent Events of every audited write (admin only); resumes after Last-Event-ID. With only=jobs, just re-issue jobs' creation and progress, for any signed-in role: an admin's stream carries every job, anyone else's their own jobs.",
        querystring: z.object({
          lastEventId: z
            .string()
            .regex(/^\d{1,15}$/)
            .optional(),
          only: z.enum(['jobs']).optional(),
        }),
        // the answer is a text/event-stream written by the handler (the reply is hijacked)
        response: { 200: z.string().describe('text/event-stream: one event per audited write') },
      },
    },
    async (request, reply) => {
      if (request.query.only !== 'jobs' && request.operator?.role !== 'admin') {
        throw new HttpError(403, 'errors.forbidden');
      }
      await streamEvents(app, request, reply);
    },
  );
};
