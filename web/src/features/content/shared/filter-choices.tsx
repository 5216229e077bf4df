import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FetchStates } from '../../../components/fetch-states.tsx';
import type { Fetched } from '../../../lib/use-fetch.ts';

export interface FilterChoicesProps<T> {
  /** The filters' choices (categories, topics) as they load. */
  load: Fetched<T>;
  /** The choices while they load: none. */
  none: T;
  /** The URL parameters of the filters that offer them. */
  params: readonly string[];
  children: (choices: T) => ReactNode;
}

/**
 * A list whose filters offer rows of the server (categories, topics): it is drawn at once and
 * fetches its page beside the choices (not after them: one round trip less before the first
 * picture), its filters offering no choice until they arrive. When the URL already filters by one
 * of them, the list waits for the choices, so that filter is not dropped as unknown. A failure to
 * load them is shown as the screen's failure, with Retry.
 */
export function FilterChoices<T>({ load, none, params, children }: FilterChoicesProps<T>) {
  const [search] = useSearchParams();
  const waits = params.some((name) => search.has(name));
  if (load.error || (load.data === null && waits)) return <FetchStates load={load}>{children}</FetchStates>;
  return children(load.data ?? none);
}
