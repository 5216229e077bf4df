import { Button, Callout, Classes, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format.ts';

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
      <NonIdealState icon="search" title={t('lists.empty.title')} description={description} action={action} />
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
