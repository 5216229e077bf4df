import { type DependencyList, useCallback, useEffect, useState } from 'react';

/** What useLoad answers: the data once loaded, whether it failed, and a way to load again. */
export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => void;
  /** Replaces the data with what a write answered (no reload needed). */
  set: (data: T) => void;
}

/** Loads with `load` when mounted and when `deps` change; the latest answer wins. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what load depends on
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then(
      (value) => live && setData(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, failed, reload, set: setData };
}
