import type { AnalysisOverview, AnalysisRangeQuery } from '../../schemas/analysis.js';
import { queryGet } from '../query-get.js';

/** The overview's path (the web's first load of the data analysis asks for it early too). */
export const ANALYSIS_OVERVIEW_PATH = '/admin/analysis/overview';

/** GET /admin/analysis/overview: the overview figures of a range against the previous one. */
export const getAnalysisOverview = queryGet<AnalysisRangeQuery, AnalysisOverview>(ANALYSIS_OVERVIEW_PATH);
