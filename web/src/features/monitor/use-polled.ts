import type { ApiClient } from '@opsdeck/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from '../../lib/abortable.ts';
import { useMonitorApi } from './use-monitor-api.ts';

/**
 * A call's answer, loaded now and again every `everyMs` (0: only when `key` changes or on retry);
 * keeps the last answer while the next one loads.
 */
export function usePolled<T>(call: (client: ApiClient) => Promise<T>, everyMs: number, key: unknown = null) {
  const { client } = useMonitorApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on key or retry
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      call(abortable(client, controller.signal)).then(
        (answer) => {
          setData(answer);
          setError(null);
        },
        (err: unknown) => {
          if (isCancelled(err, controller.signal)) return;
          setError(err instanceof Error ? err.message : String(err));
        },
      );
    void load();
    const timer = everyMs > 0 ? setInterval(load, everyMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [key, attempt, everyMs]);

  return {
    data,
    error,
    loading: data === undefined && !error,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
