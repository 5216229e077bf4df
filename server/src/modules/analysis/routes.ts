import {
  analysisDimensionQuerySchema,
  analysisDimensionsSchema,
  analysisOverviewSchema,
  analysisRangeQuerySchema,
} from '@opsdeck/shared/schemas';
import { queryRoute, routesOf } from '../../http/routes.js';
import { analysisDimensions } from './dimensions.js';
import { analysisOverview } from './service.js';

/** The analysis screens' figures (admin only), read from the rollups. */
export const analysisRoutes = routesOf('analysis', [
  queryRoute('/admin/analysis/overview', analysisRangeQuerySchema, analysisOverviewSchema, analysisOverview, [
    'admin',
  ]),
  queryRoute(
    '/admin/analysis/dimensions',
    analysisDimensionQuerySchema,
    analysisDimensionsSchema,
    analysisDimensions,
    ['admin'],
  ),
]);
