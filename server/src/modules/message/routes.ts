import {
  envelopeSchema,
  messageListQuerySchema,
  messageReadBodySchema,
  messageSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { listMessages, markMessagesRead } from './service.js';

const listResponse = { 200: envelopeSchema(z.array(messageSchema)) };

/** The message box: list (POST body or GET query filters) and mark read. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/message/list',
    {
      config: { roles: ['*'] },
      schema: { tags: ['message'], body: messageListQuerySchema.nullish(), response: listResponse },
    },
    async (request) => ok(await listMessages(app.db, request.operator!.id, request.body ?? {})),
  );

  api.get(
    '/message/list',
    {
      config: { roles: ['*'] },
      schema: { tags: ['message'], querystring: messageListQuerySchema, response: listResponse },
    },
    async (request) => ok(await listMessages(app.db, request.operator!.id, request.query)),
  );

  api.post(
    '/message/read',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['message'],
        body: messageReadBodySchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (request) => ok(await markMessagesRead(app.db, request.operator!.id, request.body.ids)),
  );
};
