import {
  analysisRangeQuerySchema,
  chainGrowthQuerySchema,
  chainGrowthSchema,
  contentPeriodSchema,
  contentPublishingSchema,
  popularAuthorsQuerySchema,
  popularAuthorsSchema,
} from '@opsdeck/shared/schemas';
import { queryRoute, routesOf } from '../../http/routes.js';
import { chainGrowth } from './chain.js';
import { contentPeriod, contentPublishing, popularAuthors } from './content.js';

const ADMIN: ['admin'] = ['admin'];

/**
 * The analysis screens' content panels (admin only): content publishing by kind and category, the
 * period analysis by time of day, the popular authors, and the data-chain growth of one quota.
 */
export const analysisPanelRoutes = routesOf('analysis', [
  queryRoute(
    '/admin/analysis/content-publishing',
    analysisRangeQuerySchema,
    contentPublishingSchema,
    contentPublishing,
    ADMIN,
  ),
  queryRoute(
    '/admin/analysis/content-period',
    analysisRangeQuerySchema,
    contentPeriodSchema,
    contentPeriod,
    ADMIN,
  ),
  queryRoute(
    '/admin/analysis/popular-authors',
    popularAuthorsQuerySchema,
    popularAuthorsSchema,
    popularAuthors,
    ADMIN,
  ),
  queryRoute('/admin/analysis/chain-growth', chainGrowthQuerySchema, chainGrowthSchema, chainGrowth, ADMIN),
]);
