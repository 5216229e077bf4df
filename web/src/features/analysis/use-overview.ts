import { getAnalysisOverview } from '@opsdeck/shared/api';
import type { AnalysisOverview } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from '../../lib/abortable.ts';
import { useAnalysisApi } from './use-analysis-api.ts';

/** The overview of a range: the last answer (kept while the next loads), loading, error, retry. */
export function useOverview(from: string | undefined, to: string | undefined) {
  const client = useAnalysisApi();
  const [data, setData] = useState<AnalysisOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getAnalysisOverview(abortable(client, controller.signal), {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }).then(
      (answer) => {
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
