import { useEffect, useState } from 'react';
import { evaluateSchemaSteps } from './schema-steps.ts';

/** A module loaded once for the page after the first paint (a form's checks), and what waits for it. */
export interface DeferredModule<M> {
  /**
   * Loads it, once for the page: the first `steps` schema steps (each in a task of its own), then the
   * module. Whoever asks first loads it; later callers share that load. A failed load (a fetch that
   * failed) rejects every caller waiting on it and is tried again, from the start, by the next call.
   */
  load: () => Promise<M>;
  /** The module if it is in, else null. */
  loaded: () => M | null;
  /**
   * A hook: the module, or null until it is in (a form draws without messages until then). It loads
   * nothing: the screen does after its first paint, or a save that needs it.
   */
  use: () => M | null;
  /**
   * For tests: the page as it was before the module loaded (a screen mounted next draws without it);
   * with `until`, the next load also waits for it, so that a test decides when the module is in
   * rather than racing an import the test worker has already evaluated.
   */
  forget: (until?: Promise<unknown>) => void;
}

/**
 * One deferred module: `importer` after the first `steps` schema steps (`evaluateSchemaSteps`), and
 * `then` with it once it is in (e.g. starting what the first send will need). Used for the forms'
 * checks that are not in the first paint's modules (the re-issue forms, the category rows, the
 * content create forms): their zod and schemas load after that paint, and a save asked for before
 * then waits for them (and says so when they could not be loaded: `ChecksFailed`).
 */
export function deferredModule<M>(
  steps: number,
  importer: () => Promise<M>,
  then?: (module: M) => void,
): DeferredModule<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  let gate: Promise<unknown> | null = null;
  const waiting = new Set<(module: M) => void>();
  const current = () => loaded;

  function load(): Promise<M> {
    loading ??= Promise.all([evaluateSchemaSteps(steps), gate])
      .then(importer)
      .then((module) => {
        loaded = module;
        for (const wake of waiting) wake(module);
        waiting.clear();
        then?.(module);
        return module;
      })
      .catch((error: unknown) => {
        // a failed fetch is tried again by the next caller
        loading = null;
        throw error;
      });
    return loading;
  }

  return {
    load,
    loaded: current,
    use: () => useWhenIn(current, waiting),
    forget: (until) => {
      loading = null;
      loaded = null;
      gate = until ?? null;
    },
  };
}

/** The module, or null until it is in: `waiting` wakes it when the module's load succeeds. */
function useWhenIn<M>(loaded: () => M | null, waiting: Set<(module: M) => void>): M | null {
  const [module, setModule] = useState<M | null>(loaded);
  useEffect(() => {
    if (module) return;
    const now = loaded();
    if (now) {
      setModule(() => now);
      return;
    }
    const wake = (m: M) => setModule(() => m);
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [module, loaded, waiting]);
  return module;
}
