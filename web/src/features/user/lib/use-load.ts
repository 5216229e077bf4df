import type { ApiClient } from '@opsdeck/shared/api';
import { useFetch } from '../../../lib/use-fetch.ts';

/** What useLoad answers: the data once loaded, whether it failed, and a way to load again. */
export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  /** The failure's message (null while none). */
  error: string | null;
  reload: () => void;
  /** Replaces the data with what a write answered (no reload needed). */
  set: (data: T) => void;
}

/** A user-centre tab's data over the console's one fetch hook; loads again when `key` changes. */
export function useLoad<T>(load: (client: ApiClient) => Promise<T>, key = ''): Loaded<T> {
  const { data, failure, error, reload, setData } = useFetch(key, load);
  return { data: data ?? undefined, failed: failure !== null, error, reload, set: setData };
}
