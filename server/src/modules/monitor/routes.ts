import {
  envelopeSchema,
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
import { ok } from '../../http/envelope.js';
import { latestEvents } from './events.js';
import { listNotes, postNote, starNote } from './notes.js';
import { monitorStatus, preview, rotation } from './status.js';
import { streamEvents } from './stream.js';

const admin = { roles: ['admin' as const] };

/**
 * The live monitor (admin only): the event stream (SSE), the recent activity, notes, the status
 * figures, the content in rotation and the newest published content.
 */
export const monitorRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/monitor/events',
    {
      config: admin,
      schema: {
        tags: ['monitor'],
        description: 'Server-Sent Events of every audited write; resumes after Last-Event-ID.',
        querystring: z.object({
          lastEventId: z
            .string()
            .regex(/^\d{1,15}$/)
            .optional(),
        }),
        // the answer is a text/event-stream written by the handler (the reply is hijacked)
        response: { 200: z.string().describe('text/event-stream: one event per audited write') },
      },
    },
    (request, reply) => streamEvents(app, request, reply),
  );

  api.get(
    '/admin/monitor/activity',
    {
      config: admin,
      schema: {
        tags: ['monitor'],
        querystring: monitorActivityQuerySchema,
        response: { 200: envelopeSchema(z.array(monitorEventSchema)) },
      },
    },
    async (request) => ok(await latestEvents(app.db, request.query.limit, request.query.kind)),
  );

  api.get(
    '/admin/monitor/notes',
    {
      config: admin,
      schema: { tags: ['monitor'], response: { 200: envelopeSchema(z.array(monitorNoteSchema)) } },
    },
    async () => ok(await listNotes(app.db)),
  );

  api.post(
    '/admin/monitor/note',
    {
      config: admin,
      schema: {
        tags: ['monitor'],
        body: monitorNoteBodySchema,
        response: { 200: envelopeSchema(monitorNoteSchema) },
      },
    },
    async (request) =>
      ok(await postNote(app.db, { operatorId: request.operator!.id, ip: request.ip }, request.body)),
  );

  api.post(
    '/admin/monitor/note/star',
    {
      config: admin,
      schema: {
        tags: ['monitor'],
        body: monitorNoteStarBodySchema,
        response: { 200: envelopeSchema(monitorNoteSchema) },
      },
    },
    async (request) =>
      ok(await starNote(app.db, { operatorId: request.operator!.id, ip: request.ip }, request.body)),
  );

  api.get(
    '/admin/monitor/status',
    { config: admin, schema: { tags: ['monitor'], response: { 200: envelopeSchema(monitorStatusSchema) } } },
    async () => ok(await monitorStatus(app)),
  );

  api.get(
    '/admin/monitor/rotation',
    {
      config: admin,
      schema: { tags: ['monitor'], response: { 200: envelopeSchema(z.array(rotationItemSchema)) } },
    },
    async () => ok(await rotation(app)),
  );

  api.get(
    '/admin/monitor/preview',
    { config: admin, schema: { tags: ['monitor'], response: { 200: envelopeSchema(monitorPreviewSchema) } } },
    async () => ok(await preview(app)),
  );
};
