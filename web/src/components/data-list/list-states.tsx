import { Button, Callout, Classes, H1, Intent, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionState } from '../page-state.tsx';
import { formatCount } from './format.ts';
import type { ListData } from './use-list-data.ts';
import type { ListViewControls } from './use-list-view.ts';
import { hasFilters, type ListView } from './view-state.ts';

/** "1,234 rows", or "100,000+ rows" when the server only estimated the total. */
export function TotalLine({ total, estimated }: { total: number; estimated: boolean }) {
  const { t, i18n } = useTranslation();
  const formatted = formatCount(total, i18n.language);
  return (
    <span className="od-list-total" data-total={total} data-estimated={estimated || undefined}>
      {estimated ? t('lists.totalEstimated', { formatted }) : t('lists.total', { count: total, formatted })}
    </span>
  );
}

/** No rows: filtered away (with a way to clear the filters), past the last page, or none at all. */
export function EmptyList(props: {
  filtered: boolean;
  pastEnd: boolean;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const { t } = useTranslation();
  const action = props.pastEnd ? (
    <Button icon="double-chevron-left" text={t('lists.empty.firstPage')} onClick={props.onFirstPage} />
  ) : props.filtered ? (
    <Button icon="cross" text={t('lists.filters.clear')} onClick={props.onClear} />
  ) : undefined;
  const description = props.pastEnd
    ? t('lists.empty.pastEnd')
    : props.filtered
      ? t('lists.empty.filtered')
      : t('lists.empty.none');
  return (
    <div className="od-list-empty">
      <SectionState icon="search" title={t('lists.empty.title')} description={description} action={action} />
    </div>
  );
}

/** The list failed: the server's message and a Retry button. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.DANGER} icon="error" title={t('lists.error.title')} className="od-list-error">
      <p className={Classes.RUNNING_TEXT}>{message}</p>
      <Button intent={Intent.DANGER} icon="refresh" text={t('lists.error.retry')} onClick={onRetry} />
    </Callout>
  );
}

/** The filter bar's button that fetches the page on screen again. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon="refresh" aria-label={t('lists.refresh')} title={t('lists.refresh')} onClick={onClick} />
  );
}

/**
 * What a list screen shows instead of its rows: the failure with Retry, or, when the screen says it is
 * `empty`, why there are none (filters to clear, a page past the end, or none at all).
 */
export function ListStates<R>(props: {
  data: ListData<R>;
  empty: boolean;
  view: ListView;
  controls: ListViewControls;
}) {
  const { data, view, controls } = props;
  return (
    <>
      {data.error && <ListError message={data.error} onRetry={data.retry} />}
      {props.empty && (
        <EmptyList
          filtered={hasFilters(view)}
          pastEnd={view.page > 1 && (data.page?.total ?? 0) > 0}
          onClear={controls.clearFilters}
          onFirstPage={() => controls.setPage(1)}
        />
      )}
    </>
  );
}

/**
 * A list screen's head: the title (focusable, where the keyboard goes back to), the total and a
 * spinner while loading, the keyboard hint, and the screen's actions.
 */
export function ListHead(props: {
  title: ReactNode;
  data: { page: { total: number; estimated?: boolean } | null; loading: boolean };
  hint: string;
  actions?: ReactNode;
  actionsClassName?: string;
}) {
  const { t } = useTranslation();
  const { page, loading } = props.data;
  return (
    <div className="od-list-head">
      <H1 className="od-list-title" tabIndex={-1}>
        {props.title}
      </H1>
      <div className="od-list-status" aria-live="polite">
        {page && <TotalLine total={page.total} estimated={page.estimated ?? false} />}
        {loading && <Spinner size={14} aria-label={t('lists.loading')} />}
      </div>
      <span className={`${Classes.TEXT_MUTED} od-list-hint`}>{t(props.hint)}</span>
      {props.actions && (
        <div className={props.actionsClassName ?? 'od-list-head-actions'}>{props.actions}</div>
      )}
    </div>
  );
}
