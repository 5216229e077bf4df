import {
  envelopeSchema,
  mediaParamsChangeSchema,
  mediaParamsSchema,
  mediaParamsStateSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { mediaParamsState, requestMediaChange } from './params.js';

/** Media encoding parameters: any role reads them; admins ask for a change (four-eyes approval). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/media-params',
    {
      config: { roles: ['*'] },
      schema: { tags: ['media'], response: { 200: envelopeSchema(mediaParamsStateSchema) } },
    },
    async () => ok(await mediaParamsState(app.db)),
  );

  api.put(
    '/admin/media-params',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['media'],
        body: mediaParamsSchema,
        response: { 202: envelopeSchema(mediaParamsChangeSchema) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        ok(
          await requestMediaChange(app.db, request.body, {
            operatorId: request.operator!.id,
            ip: request.ip,
          }),
        ),
      ),
  );
};
