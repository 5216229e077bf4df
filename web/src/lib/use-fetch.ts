import type { ApiClient } from '@opsdeck/shared/api';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from './abortable.ts';
import { useApi } from './api-context.tsx';

/** One fetched thing: the last answer (kept while the next loads, so nothing jumps) and its state. */
export interface Fetched<T> {
  data: T | null;
  loading: boolean;
  /** The failure's message, shown as is (the client already translated it). */
  error: string | null;
  /** The failure itself (an ApiError with status and code), for callers that tell 404 apart. */
  failure: unknown;
  /** Loads again (a retry after a failure, or fresh data after a write elsewhere). */
  reload: () => void;
  /** Replaces the data with what a write answered (no refetch). */
  setData: (data: T) => void;
}

/** How a fetch is timed. */
export interface FetchOptions {
  /** Waits this long after `key` changes before calling (a pause in typing); 0: at once. */
  delayMs?: number;
  /** Calls again every this many ms while `key` stays, quietly (no loading state); 0: never. */
  everyMs?: number;
}

/**
 * The console's one way to load data into a component: calls `load` with the provided API client
 * whenever `key` changes (null: nothing to load; the last answer stays). A new key, an unmount or
 * StrictMode's second effect run aborts the call in flight (and a pending delayed call), so only
 * the latest answer is ever kept; an aborted call shows nothing. `key` must name everything `load`
 * depends on (e.g. the query as JSON).
 */
export function useFetch<T>(
  key: string | null,
  load: (client: ApiClient) => Promise<T>,
  options: FetchOptions = {},
): Fetched<T> {
  const api = useApi();
  const { delayMs = 0, everyMs = 0 } = options;
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads; attempt reloads
  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const call = () =>
      load(abortable(api, controller.signal)).then(
        // An answer is drawn as a transition: React renders it in slices between which the page
        // stays responsive, instead of one long task for a whole table or panel.
        (answer) => {
          if (controller.signal.aborted) return;
          startTransition(() => {
            setData(answer);
            setFailure(null);
            setLoading(false);
          });
        },
        (err: unknown) => {
          if (isCancelled(err, controller.signal)) return;
          startTransition(() => {
            setFailure(err ?? new Error('Error'));
            setLoading(false);
          });
        },
      );
    setLoading(true);
    setFailure(null);
    const timer = delayMs > 0 ? setTimeout(call, delayMs) : undefined;
    if (delayMs <= 0) void call();
    const poll = everyMs > 0 ? setInterval(call, everyMs) : undefined;
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, [api, key, attempt, delayMs, everyMs]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const error = failure === null ? null : failure instanceof Error ? failure.message : String(failure);
  return { data, loading, error, failure, reload, setData };
}
