import { getPointOverview } from '@opsdeck/shared/api';
import type { PointOverview, PointOverviewQuery } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from '../../../components/data-list/abortable.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** The overview of a range: the last answer (kept while the next loads), loading, error, retry. */
export function usePointOverview(query: PointOverviewQuery) {
  const api = useApi();
  const [data, setData] = useState<PointOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { from, to } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getPointOverview(abortable(api, controller.signal), { from, to }).then(
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
  }, [from, to, attempt]);

  return { data, loading, error, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
