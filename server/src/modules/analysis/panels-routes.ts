import {
  analysisRangeQuerySchema,
  chainGrowthQuerySchema,
  chainGrowthSchema,
  contentPeriodSchema,
  contentPublishingSchema,
  envelopeSchema,
  popularAuthorsQuerySchema,
  popularAuthorsSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { chainGrowth } from './chain.js';
import { contentPeriod, contentPublishing, popularAuthors } from './content.js';

const admin = { roles: ['admin' as const] };

/**
 * The analysis screens' content panels (admin only): content publishing by kind and category, the
 * period analysis by time of day, the popular authors, and the data-chain growth of one quota.
 */
export const analysisPanelRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/admin/analysis/content-publishing',
    {
      config: admin,
      schema: {
        tags: ['analysis'],
        querystring: analysisRangeQuerySchema,
        response: { 200: envelopeSchema(contentPublishingSchema) },
      },
    },
    async (request) => ok(await contentPublishing(app.db, request.query)),
  );

  api.get(
    '/admin/analysis/content-period',
    {
      config: admin,
      schema: {
        tags: ['analysis'],
        querystring: analysisRangeQuerySchema,
        response: { 200: envelopeSchema(contentPeriodSchema) },
      },
    },
    async (request) => ok(await contentPeriod(app.db, request.query)),
  );

  api.get(
    '/admin/analysis/popular-authors',
    {
      config: admin,
      schema: {
        tags: ['analysis'],
        querystring: popularAuthorsQuerySchema,
        response: { 200: envelopeSchema(popularAuthorsSchema) },
      },
    },
    async (request) => ok(await popularAuthors(app.db, request.query)),
  );

  api.get(
    '/admin/analysis/chain-growth',
    {
      config: admin,
      schema: {
        tags: ['analysis'],
        querystring: chainGrowthQuerySchema,
        response: { 200: envelopeSchema(chainGrowthSchema) },
      },
    },
    async (request) => ok(await chainGrowth(app.db, request.query)),
  );
};
