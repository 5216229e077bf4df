import { HTMLTable } from '@blueprintjs/core';
import { getContentPeriod, getContentPublishing } from '@opsdeck/shared/api';
import type { ContentPeriod, ContentPublishing } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/data-list/format.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { AuthorsPanel } from './authors-panel.tsx';
import { Chart } from './chart.tsx';
import { toCsv } from './csv.ts';
import { PanelCard } from './panel-card.tsx';
import { rangeQuery } from './range-query.ts';
import { seriesOption } from './series-option.ts';

function PublishingPanel({ from, to }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation();
  const { query, key } = rangeQuery(from, to);
  const { data, loading, error, reload } = useFetch(`publishing${key}`, (c) =>
    getContentPublishing(c, query),
  );
  const kinds = (data?.kinds ?? []).filter((k) => k.total > 0);
  const kindName = (kind: string) => t(`analysisPanels.kinds.${kind}`);
  const body = (d: ContentPublishing) => ({
    chart: (
      <Chart
        option={seriesOption(
          d.days,
          kinds.map((k) => ({ name: kindName(k.kind), data: k.series })),
          'bar',
        )}
        label={t('analysisPanels.publishing.title')}
        height={280}
      />
    ),
    table: (
      <HTMLTable compact striped className="od-analysis-table" data-testid="publishing-table">
        <thead>
          <tr>
            <th>{t('analysisPanels.publishing.category')}</th>
            {kinds.map((k) => (
              <th key={k.kind}>{kindName(k.kind)}</th>
            ))}
            <th>{t('analysisPanels.publishing.total')}</th>
          </tr>
        </thead>
        <tbody>
          {d.categories.map((c) => (
            <tr key={c.categoryId}>
              <td>{c.name}</td>
              {kinds.map((k) => (
                <td key={k.kind}>{formatCount(c.byKind[k.kind] ?? 0, i18n.language)}</td>
              ))}
              <td>{formatCount(c.total, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    ),
    csv: {
      name: `content-publishing-${d.from}-${d.to}.csv`,
      text: () =>
        toCsv(
          [t('analysis.day'), ...kinds.map((k) => kindName(k.kind))],
          d.days.map((day, i) => [day, ...kinds.map((k) => k.series[i] ?? 0)]),
        ),
    },
  });
  return (
    <PanelCard
      id="publishing"
      className="od-analysis-wide"
      title={t('analysisPanels.publishing.title')}
      hint={t('analysisPanels.publishing.hint')}
      loading={loading}
      error={error}
      retry={reload}
      empty={!!data && kinds.length === 0}
      body={data ? () => body(data) : null}
    />
  );
}

function PeriodPanel({ from, to }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation();
  const { query, key } = rangeQuery(from, to);
  const { data, loading, error, reload } = useFetch(`period${key}`, (c) => getContentPeriod(c, query));
  const name = (s: string) => t(`analysisPanels.period.series.${s}`);
  const body = (d: ContentPeriod) => ({
    chart: (
      <Chart
        option={seriesOption(
          d.slots,
          d.series.map((s) => ({ name: name(s.name), data: s.values })),
          'line',
        )}
        label={t('analysisPanels.period.title')}
        height={260}
      />
    ),
    table: (
      <HTMLTable compact striped className="od-analysis-table" data-testid="period-table">
        <thead>
          <tr>
            <th>{t('analysisPanels.period.slot')}</th>
            {d.series.map((s) => (
              <th key={s.name}>{name(s.name)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {d.slots.map((slot, i) => (
            <tr key={slot}>
              <td>{slot}</td>
              {d.series.map((s) => (
                <td key={s.name}>{formatCount(s.values[i] ?? 0, i18n.language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    ),
    csv: {
      name: `content-period-${d.from}-${d.to}.csv`,
      text: () =>
        toCsv(
          [t('analysisPanels.period.slot'), ...d.series.map((s) => name(s.name))],
          d.slots.map((slot, i) => [slot, ...d.series.map((s) => s.values[i] ?? 0)]),
        ),
    },
  });
  const empty = !!data && data.series.every((s) => s.values.every((v) => v === 0));
  return (
    <PanelCard
      id="period"
      title={t('analysisPanels.period.title')}
      hint={t('analysisPanels.period.hint')}
      loading={loading}
      error={error}
      retry={reload}
      empty={empty}
      body={data ? () => body(data) : null}
    />
  );
}

/** The data analysis screen's content panels over the screen's range. */
export function ContentPanels({ from, to }: { from?: string; to?: string }) {
  return (
    <section className="od-analysis-panels">
      <PublishingPanel from={from} to={to} />
      <PeriodPanel from={from} to={to} />
      <AuthorsPanel from={from} to={to} />
    </section>
  );
}
