import {
  envelopeSchema,
  pageSchema,
  setListQuerySchema,
  setRefParamsSchema,
  setRowSchema,
  setStatusBodySchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { listSets, setSetStatus } from './service.js';

/** Curated sets: any role lists them; admins take one online or offline. */
export const setRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/sets',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['sets'],
        querystring: setListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(setRowSchema)) },
      },
    },
    async (request) => ok(await listSets(app.db, request.query)),
  );

  api.post(
    '/admin/sets/:id/status',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['sets'],
        params: setRefParamsSchema,
        body: setStatusBodySchema,
        response: { 200: envelopeSchema(setRowSchema) },
      },
    },
    async (request) =>
      ok(
        await setSetStatus(app.db, request.params.id, request.body.status, {
          operatorId: request.operator?.id ?? null,
          ip: request.ip,
        }),
      ),
  );
};
