import type { ApiClient } from '@opsdeck/shared/api';
import { useFetch } from '../../lib/use-fetch.ts';

/**
 * A call's answer, loaded now and again every `everyMs` (0: only when `key` changes or on retry);
 * keeps the last answer while the next one loads.
 */
export function usePolled<T>(call: (client: ApiClient) => Promise<T>, everyMs: number, key: unknown = null) {
  const { data, error, reload } = useFetch(JSON.stringify(key), call, { everyMs });
  return { data: data ?? undefined, error, loading: data === null && !error, retry: reload };
}
