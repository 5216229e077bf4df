import type { Page } from '@opsdeck/shared/schemas';
import { useFetch } from '../../lib/use-fetch.ts';
import type { ListDefinition, ListQuery } from './types.ts';

/** A list's data: the last page shown (kept while the next one loads, so nothing jumps). */
export interface ListData<R> {
  page: Page<R> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * Fetches the page of this query with the console's fetch hook: a new query (or an unmount, or
 * StrictMode's second effect run) aborts the call in flight, so only the latest view's answer is
 * ever shown.
 */
export function useListData<R>(def: ListDefinition<R>, query: ListQuery): ListData<R> {
  const { data, loading, error, reload } = useFetch(`${def.id}:${JSON.stringify(query)}`, (client) =>
    def.fetchPage(client, query),
  );
  return { page: data, loading, error, retry: reload };
}
