import { ANALYSIS_OVERVIEW_PATH, getAnalysisOverview } from '@opsdeck/shared/api';
import type { AnalysisOverview } from '@opsdeck/shared/schemas';
import { getWithEarlyAnswer } from '../../lib/early-screen-call.ts';
import { useFetch } from '../../lib/use-fetch.ts';

/**
 * The overview of a range: the last answer (kept while the next loads), loading, error, retry. On
 * the page's first load, the answer to the call the page asked for itself if it is this range's
 * (early-screen-call.ts); a failure of it is asked again.
 */
export function useOverview(from: string | undefined, to: string | undefined) {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, loading, error, reload } = useFetch(JSON.stringify(query), (client) =>
    getWithEarlyAnswer<AnalysisOverview>(client, ANALYSIS_OVERVIEW_PATH, query, () =>
      getAnalysisOverview(client, query),
    ),
  );
  return { data, loading, error, retry: reload };
}
