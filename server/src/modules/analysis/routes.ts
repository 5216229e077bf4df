import {
  analysisDimensionQuerySchema,
  analysisDimensionsSchema,
  analysisOverviewSchema,
  analysisRangeQuerySchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { analysisDimensions } from './dimensions.js';
import { analysisOverview } from './service.js';

/** The analysis screens' figures (admin only), read from the daily rollups. */
export const analysisRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/analysis/overview',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['analysis'],
        querystring: analysisRangeQuerySchema,
        response: { 200: envelopeSchema(analysisOverviewSchema) },
      },
    },
    async (request) => ok(await analysisOverview(app.db, request.query)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/analysis/dimensions',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['analysis'],
        querystring: analysisDimensionQuerySchema,
        response: { 200: envelopeSchema(analysisDimensionsSchema) },
      },
    },
    async (request) => ok(await analysisDimensions(app.db, request.query)),
  );
};
