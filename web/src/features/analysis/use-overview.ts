import { ANALYSIS_OVERVIEW_PATH, getAnalysisOverview } from '@opsdeck/shared/api';
import type { AnalysisOverview } from '@opsdeck/shared/schemas';
import { takeEarlyScreenCall } from '../../lib/early-screen-call.ts';
import { useFetch } from '../../lib/use-fetch.ts';

/**
 * The overview of a range: the last answer (kept while the next loads), loading, error, retry. On
 * the page's first load, the answer the page asked for itself (early-screen-call-global.ts) if it
 * is this range's and succeeded; else (and afterwards) the call.
 */
export function useOverview(from: string | undefined, to: string | undefined) {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, loading, error, reload } = useFetch(JSON.stringify(query), (client) => {
    const early = takeEarlyScreenCall<AnalysisOverview>(ANALYSIS_OVERVIEW_PATH, query);
    return early ? early.catch(() => getAnalysisOverview(client, query)) : getAnalysisOverview(client, query);
  });
  return { data, loading, error, retry: reload };
}
