import { getAnalysisDimensions } from '@opsdeck/shared/api';
import type { AnalysisDimension, AnalysisDimensions } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { abortable, isCancelled } from '../../lib/abortable.ts';
import { useAnalysisApi } from './use-analysis-api.ts';

/** A range's figures split by a dimension: the last answer, loading, error, retry. */
export function useDimensions(
  from: string | undefined,
  to: string | undefined,
  dimension: AnalysisDimension,
) {
  const client = useAnalysisApi();
  const [data, setData] = useState<AnalysisDimensions | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getAnalysisDimensions(abortable(client, controller.signal), {
      dimension,
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
  }, [from, to, dimension, attempt]);

  return { data, loading, error, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
