import { getAnalysisDimensions } from '@opsdeck/shared/api';
import type { AnalysisDimension } from '@opsdeck/shared/schemas';
import { useFetch } from '../../lib/use-fetch.ts';

/** A range's figures split by a dimension: the last answer, loading, error, retry. */
export function useDimensions(
  from: string | undefined,
  to: string | undefined,
  dimension: AnalysisDimension,
) {
  const query = { dimension, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, loading, error, reload } = useFetch(JSON.stringify(query), (client) =>
    getAnalysisDimensions(client, query),
  );
  return { data, loading, error, retry: reload };
}
