import { getAnalysisOverview } from '@opsdeck/shared/api';
import { useFetch } from '../../lib/use-fetch.ts';

/** The overview of a range: the last answer (kept while the next loads), loading, error, retry. */
export function useOverview(from: string | undefined, to: string | undefined) {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, loading, error, reload } = useFetch(JSON.stringify(query), (client) =>
    getAnalysisOverview(client, query),
  );
  return { data, loading, error, retry: reload };
}
