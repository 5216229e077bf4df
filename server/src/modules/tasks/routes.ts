import {
  checkinListQuerySchema,
  checkinRecordBodySchema,
  checkinRecordResultSchema,
  checkinRowSchema,
  checkinRuleSchema,
  envelopeSchema,
  inviteListQuerySchema,
  inviteRecordBodySchema,
  inviteRecordResultSchema,
  inviteRowSchema,
  pageSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { idempotencyKeyOf } from '../members/idempotency.js';
import { recordCheckin } from './record-checkin.js';
import { recordInvite } from './record-invite.js';
import { listCheckinRules, listCheckins, listInvites } from './service.js';

/**
 * Tasks: sign-in records and rules, invites; support records a missed sign-in or an invite (any
 * signed-in role, Idempotency-Key required), paying the rule's reward unless its switch is off.
 */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/tasks/checkin',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['tasks'],
        querystring: checkinListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(checkinRowSchema)) },
      },
    },
    async (request) => ok(await listCheckins(app.db, request.query)),
  );

  api.get(
    '/admin/tasks/checkin/rules',
    {
      config: { roles: ['*'] },
      schema: { tags: ['tasks'], response: { 200: envelopeSchema(z.array(checkinRuleSchema)) } },
    },
    async () => ok(await listCheckinRules(app.db)),
  );

  api.get(
    '/admin/tasks/invite',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['tasks'],
        querystring: inviteListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(inviteRowSchema)) },
      },
    },
    async (request) => ok(await listInvites(app.db, request.query)),
  );

  api.post(
    '/admin/tasks/checkin',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['tasks'],
        body: checkinRecordBodySchema,
        response: { 200: envelopeSchema(checkinRecordResultSchema) },
      },
    },
    async (request) => {
      const ctx = { operatorId: request.operator!.id, ip: request.ip };
      const idempotencyKey = idempotencyKeyOf(request, false) as string;
      return ok(await recordCheckin(app.db, request.body, { ...ctx, idempotencyKey }));
    },
  );

  api.post(
    '/admin/tasks/invite',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['tasks'],
        body: inviteRecordBodySchema,
        response: { 200: envelopeSchema(inviteRecordResultSchema) },
      },
    },
    async (request) => {
      const ctx = { operatorId: request.operator!.id, ip: request.ip };
      const idempotencyKey = idempotencyKeyOf(request, false) as string;
      return ok(await recordInvite(app.db, request.body, { ...ctx, idempotencyKey }));
    },
  );
};
