import {
  pointLedgerRowSchema,
  pointListQuerySchema,
  pointOverviewQuerySchema,
  pointOverviewSchema,
} from '@opsdeck/shared/schemas';
import { pageRoute, queryRoute, routesOf } from '../../http/routes.js';
import { listPoints, pointOverview } from './service.js';

/** Points: the ledger list and the overview (totals and daily series by source). */
export const pointRoutes = routesOf('points', [
  pageRoute('/admin/points', pointListQuerySchema, pointLedgerRowSchema, listPoints),
  queryRoute('/admin/points/overview', pointOverviewQuerySchema, pointOverviewSchema, pointOverview),
]);
