import './points-overview.css';
import { ButtonGroup, Card, Classes, H1, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { getPointOverview } from '@opsdeck/shared/api';
import { pointOverviewRange } from '@opsdeck/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatCount } from '../../../components/data-list/format.ts';
import { DayInput } from '../../../components/form/day-input.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Segment } from '../../../components/segment.tsx';
import { TodayIncluded } from '../../../components/today-included.tsx';
import { patchParams } from '../../../lib/url-params.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';
import { OverviewTotals, SourceCards } from './overview-cards.tsx';
import { OverviewChart } from './overview-chart.tsx';
import { isEmptyOverview, overviewOption } from './overview-option.ts';
import { activePreset, presetRange, RANGE_PRESETS, rangeOf } from './overview-range.ts';

/**
 * /task-point/overview: points earned and spent by source over a range of days (the 30 ending on the
 * last full day by default, as the analysis; presets and a custom range, kept in the URL; a range
 * that takes in today says so), as totals, a card per source and a daily
 * stacked chart that follows the theme.
 */
export function PointsOverviewPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const { from, to } = range;
  const {
    data,
    loading,
    error,
    reload: retry,
  } = useFetch(`${from}..${to}`, (client) => getPointOverview(client, { from, to }));
  const { theme } = useSnapshot(appSettingsStore);
  const locale = i18n.language;
  const preset = activePreset(range);
  // the days in the fields: those the server answers for by the same rule (the 30 ending yesterday
  // when the URL has none), not the last answer's: so they agree with the selected preset while a
  // range loads and when its load failed (they were empty under a selected "Last 30 days")
  const shown = pointOverviewRange(range);

  function setRange(next: { from?: string; to?: string }) {
    setParams((prev) => patchParams(prev, { from: next.from, to: next.to }));
  }

  const option = useMemo(
    () =>
      data &&
      overviewOption(data, {
        source: (s) => t(`ledger.pointReason.${s}`),
        earned: t('points.overview.earned'),
        spent: t('points.overview.spent'),
        count: (n) => formatCount(n, locale),
      }),
    [data, t, locale],
  );

  const dayInput = (key: 'from' | 'to') => {
    const name = `${t('points.overview.range')} ${t(key === 'from' ? 'lists.filters.from' : 'lists.filters.to')}`;
    return (
      <DayInput
        name={key}
        label={name}
        aria-label={name}
        value={shown[key]}
        onChange={(v) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(v)) setRange({ from: shown.from, to: shown.to, [key]: v });
        }}
      />
    );
  };

  return (
    <div className="od-list-page od-points-overview">
      <div className="od-list-head">
        <H1 className="od-list-title">{t('points.overview.title')}</H1>
        {loading && !error && <Spinner size={14} aria-label={t('lists.loading')} />}
      </div>
      <fieldset className="od-range-bar" aria-label={t('points.overview.range')}>
        <ButtonGroup>
          {RANGE_PRESETS.map((days) => (
            <Segment
              key={days}
              selected={preset === days}
              text={t('pointsOverview.lastDays', { days, count: days })}
              onClick={() => setRange(days === 30 ? {} : presetRange(days))}
            />
          ))}
        </ButtonGroup>
        <span className="od-filter-label">{t('points.overview.range')}</span>
        {dayInput('from')}
        <span className={Classes.TEXT_MUTED}>–</span>
        {dayInput('to')}
        <TodayIncluded to={data?.to} />
      </fieldset>
      {error && (
        <LoadFailed variant="inline" title={t('pointsOverview.error')} message={error} onRetry={retry} />
      )}
      {data && !error && (
        <>
          <OverviewTotals data={data} />
          <SourceCards data={data} />
          <Card className="od-chart-card">
            <H2 className="od-chart-title">{t('points.overview.daily')}</H2>
            {isEmptyOverview(data) ? (
              <NonIdealState icon="timeline-line-chart" description={t('pointsOverview.chartEmpty')} />
            ) : (
              option && (
                <OverviewChart
                  option={option}
                  theme={theme}
                  locale={locale.startsWith('zh') ? 'ZH' : 'EN'}
                  label={t('points.overview.daily')}
                />
              )
            )}
          </Card>
        </>
      )}
      {!data && !error && <div className="od-overview-placeholder" aria-hidden="true" />}
    </div>
  );
}
