import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` rows to draw: the first `first`, then (in a transition started in the next
 * task) all of them, for good, so that the first rows' mount, layout and paint are not one long task
 * with the whole list's; `drawAll` draws them at once (a key that goes past the first ones).
 */
export function useDrawnRows(count: number, first: number): { drawn: number; drawAll: () => void } {
  const [all, setAll] = useState(false);
  const capped = !all && count > first;
  useEffect(() => {
    if (!capped) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)));
    return () => clearTimeout(timer);
  }, [capped]);
  return { drawn: capped ? first : count, drawAll: () => setAll(true) };
}
