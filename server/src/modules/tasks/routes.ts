import {
  checkinListQuerySchema,
  checkinRowSchema,
  checkinRuleSchema,
  envelopeSchema,
  inviteListQuerySchema,
  inviteRowSchema,
  pageSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { listCheckinRules, listCheckins, listInvites } from './service.js';

/** Tasks: sign-in records and rules, invites. */
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
};
