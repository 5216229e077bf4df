import {
  channelCreateBodySchema,
  channelListSchema,
  channelSchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { createChannel, listChannels } from './service.js';

/** Promotion channels: any role lists them (the member filter offers them); admins create them. */
export const channelRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/channels',
    {
      config: { roles: ['*'] },
      schema: { tags: ['channels'], response: { 200: envelopeSchema(channelListSchema) } },
    },
    async () => ok(await listChannels(app.db)),
  );

  api.post(
    '/admin/channels',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['channels'],
        body: channelCreateBodySchema,
        response: { 200: envelopeSchema(channelSchema) },
      },
    },
    async (request) =>
      ok(
        await createChannel(app.db, request.body, {
          operatorId: request.operator?.id ?? null,
          ip: request.ip,
          locale: request.locale,
        }),
      ),
  );
};
