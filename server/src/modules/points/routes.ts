import {
  envelopeSchema,
  pageSchema,
  pointLedgerRowSchema,
  pointListQuerySchema,
  pointOverviewQuerySchema,
  pointOverviewSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { listPoints, pointOverview } from './service.js';

/** Points: the ledger list and the overview (totals and daily series by source). */
export const pointRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/points',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['points'],
        querystring: pointListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(pointLedgerRowSchema)) },
      },
    },
    async (request) => ok(await listPoints(app.db, request.query)),
  );

  api.get(
    '/admin/points/overview',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['points'],
        querystring: pointOverviewQuerySchema,
        response: { 200: envelopeSchema(pointOverviewSchema) },
      },
    },
    async (request) => ok(await pointOverview(app.db, request.query)),
  );
};
