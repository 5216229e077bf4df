import type { ApiClient } from '@opsdeck/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from '../../../components/data-list/abortable.ts';
import { api } from '../../../lib/api.ts';

/** One loaded thing (a template, a collection…) and how to reload or replace it. */
export interface Resource<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Replaces the data with what a write answered (no refetch). */
  setData: (data: T) => void;
}

/**
 * Loads with `load` whenever `key` changes (null: nothing to load). A new key, an unmount or
 * StrictMode's second effect run aborts the call in flight, so only the latest
 * answer is kept.
 */
export function useResource<T>(key: string | null, load: (client: ApiClient) => Promise<T>): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads; attempt reloads
  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(abortable(api, controller.signal)).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setLoading(false);
      },
      (err: unknown) => {
        if (isCancelled(err, controller.signal)) return;
        setError(err instanceof Error ? err.message : String(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
