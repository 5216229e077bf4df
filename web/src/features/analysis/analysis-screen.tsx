import './analysis.css';
import { H1, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './range.tsx';

/** What an analysis screen loads: the last answer (kept while the next loads) and its state. */
export interface AnalysisLoad<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * The frame of an analysis screen: its title, its controls (range, views, CSV) in the range
 * fieldset, a failed load with its retry, a spinner until the first answer; then `children` draws
 * the answer, and `after` the panels that load on their own. Those come once the answer (or its
 * failure) is there: drawn earlier, below the spinner, the answer pushed them down the screen (a
 * layout shift of 0.67 to 0.82 in Lighthouse).
 */
export function AnalysisScreen<T>(props: {
  title: string;
  controls: ReactNode;
  load: AnalysisLoad<T>;
  children: (data: T) => ReactNode;
  after: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, loading, error, retry } = props.load;
  return (
    <div className="od-list-page od-analysis">
      <div className="od-list-head">
        <H1 className="od-list-title">{props.title}</H1>
      </div>
      <fieldset className="od-analysis-range" aria-label={t('analysis.range')}>
        {props.controls}
      </fieldset>
      <LoadError error={error} retry={retry} />
      {loading && !data ? <Spinner /> : data ? props.children(data) : null}
      {data || error ? props.after : null}
    </div>
  );
}
