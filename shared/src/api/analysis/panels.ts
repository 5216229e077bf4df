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

/** GET /admin/analysis/content-publishing: content added per kind per day and per category. */
export function getContentPublishing(
  client: ApiClient,
  query: AnalysisRangeQuery = {},
): Promise<ContentPublishing> {
  return client.request<ContentPublishing>({
    method: 'GET',
    url: '/admin/analysis/content-publishing',
    params: query,
  });
}

/** GET /admin/analysis/content-period: content added and unlocks per two-hour slot of the day. */
export function getContentPeriod(client: ApiClient, query: AnalysisRangeQuery = {}): Promise<ContentPeriod> {
  return client.request<ContentPeriod>({
    method: 'GET',
    url: '/admin/analysis/content-period',
    params: query,
  });
}

/** GET /admin/analysis/popular-authors: the operators who added the most content, with its views. */
export function getPopularAuthors(
  client: ApiClient,
  query: PopularAuthorsQuery = {},
): Promise<PopularAuthors> {
  return client.request<PopularAuthors>({
    method: 'GET',
    url: '/admin/analysis/popular-authors',
    params: query,
  });
}

/** GET /admin/analysis/chain-growth: one quota's total, growth and day-on-day growth. */
export function getChainGrowth(client: ApiClient, query: ChainGrowthQuery): Promise<ChainGrowth> {
  return client.request<ChainGrowth>({ method: 'GET', url: '/admin/analysis/chain-growth', params: query });
}
