import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fetched } from '../lib/use-fetch.ts';
import { LoadFailed } from './load-failed.tsx';

export interface FetchStatesProps<T> {
  load: Fetched<T>;
  /** i18n key of the failure's title. */
  failedTitle?: string;
  /** Whether the data is the one asked for (a detail page's row of the id in the URL); else loading. */
  ready?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A screen's data loaded with `useFetch` before it can draw: a failure with its message and Retry,
 * a spinner while loading; then `children` draws the data.
 */
export function FetchStates<T>({
  load,
  failedTitle = 'lists.error.title',
  ready,
  children,
}: FetchStatesProps<T>) {
  const { t } = useTranslation();
  if (load.error) {
    return <LoadFailed title={t(failedTitle)} message={load.error} onRetry={load.reload} />;
  }
  if (load.data === null || (ready && !ready(load.data)))
    return <Spinner className="od-content-loading" aria-label={t('lists.loading')} />;
  return children(load.data);
}
