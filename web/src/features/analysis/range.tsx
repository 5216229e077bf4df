import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DayInput } from '../../components/form/day-input.tsx';
import { type ParamsPatch, patchParams } from '../../lib/url-params.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The analysis screens' URL state: the range (`from`, `to`) and any other key; empty values leave. */
export function useAnalysisParams() {
  const [params, setParams] = useSearchParams();
  const set = (next: ParamsPatch) => setParams((prev) => patchParams(prev, next));
  return { params, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined, set };
}

/**
 * The range's two date inputs: the URL's values, else the range the server answered; a complete
 * date changes one end and pins the other to what is shown.
 */
export function RangeInputs(props: {
  from: string | undefined;
  to: string | undefined;
  shown: { from: string; to: string } | null;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  const { from, to, shown } = props;
  return (['from', 'to'] as const).map((key) => {
    const name = `${t('analysis.range')} ${t(key === 'from' ? 'lists.filters.from' : 'lists.filters.to')}`;
    return (
      <DayInput
        key={key}
        name={key}
        label={name}
        aria-label={name}
        value={(key === 'from' ? from : to) ?? shown?.[key] ?? ''}
        onChange={(v) => {
          if (DAY.test(v)) props.onChange({ from: from ?? shown?.from, to: to ?? shown?.to, [key]: v });
        }}
      />
    );
  });
}

// said beside the range when it takes in today (shared with the points overview)
export { TodayIncluded } from '../../components/today-included.tsx';

/** A failed load, with its message and a retry. */
export function LoadError({ error, retry }: { error: string | null; retry: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Callout intent={Intent.DANGER} title={t('analysis.loadError')}>
      {error} <Button icon="refresh" onClick={retry} text={t('common.retry')} />
    </Callout>
  );
}
