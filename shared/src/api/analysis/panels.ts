import type { AnalysisRangeQuery } from '../../schemas/analysis.js';
import type {
  ChainGrowth,
  ChainGrowthQuery,
  ContentPeriod,
  ContentPublishing,
  PopularAuthors,
  PopularAuthorsQuery,
} from '../../schemas/analysis-panels.js';
import type { ApiClient } from '../client.js';
import { queryGet } from '../query-get.js';

/** GET /admin/analysis/content-publishing: content added per kind per day and per category. */
export const getContentPublishing = queryGet<AnalysisRangeQuery, ContentPublishing>(
  '/admin/analysis/content-publishing',
);

/** GET /admin/analysis/content-period: content added and unlocks per two-hour slot of the day. */
export const getContentPeriod = queryGet<AnalysisRangeQuery, ContentPeriod>('/admin/analysis/content-period');

/** GET /admin/analysis/popular-authors: the operators who added the most content, with its views. */
export const getPopularAuthors = queryGet<PopularAuthorsQuery, PopularAuthors>(
  '/admin/analysis/popular-authors',
);

/** GET /admin/analysis/chain-growth: one quota's total, growth and day-on-day growth. */
export function getChainGrowth(client: ApiClient, query: ChainGrowthQuery): Promise<ChainGrowth> {
  return client.request<ChainGrowth>({ method: 'GET', url: '/admin/analysis/chain-growth', params: query });
}
