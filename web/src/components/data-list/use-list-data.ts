import type { Page } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { abortable, isCancelled } from './abortable.ts';
import type { ListDefinition, ListQuery } from './types.ts';

/** A list's data: the last page shown (kept while the next one loads, so nothing jumps). */
export interface ListData<R> {
  page: Page<R> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * Fetches the page of this query. A new query (or an unmount, or StrictMode's second effect run)
 * aborts the call in flight, so only the latest view's answer is ever shown.
 */
export function useListData<R>(def: ListDefinition<R>, query: ListQuery): ListData<R> {
  const api = useApi();
  const [page, setPage] = useState<Page<R> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query's identity; attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    def.fetchPage(abortable(api, controller.signal), query).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setPage(answer);
        setLoading(false);
      },
      (err: unknown) => {
        if (isCancelled(err, controller.signal)) return;
        setError(err instanceof Error ? err.message : String(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [def, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, loading, error, retry };
}
