import type { AnalysisOverview, AnalysisRangeQuery } from '../../schemas/analysis.js';
import { queryGet } from '../query-get.js';

/** GET /admin/analysis/overview: the overview figures of a range against the previous one. */
export const getAnalysisOverview = queryGet<AnalysisRangeQuery, AnalysisOverview>('/admin/analysis/overview');
