import type { PointOverview, PointOverviewQuery } from '../../schemas/point.js';
import { queryGet } from '../query-get.js';

/** GET /admin/points/overview: totals by source and a daily series by source (default the last 30 days). */
export const getPointOverview = queryGet<PointOverviewQuery, PointOverview>('/admin/points/overview');
