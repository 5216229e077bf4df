import { Button, ButtonGroup, Card, Classes, H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/data-list/format.ts';
import { Segment } from '../../components/segment.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { AnalysisScreen } from './analysis-screen.tsx';
import { barOption, Chart } from './chart.tsx';
import { ContentPanels } from './content-panels.tsx';
import { downloadCsv } from './csv.ts';
import { FigureCards, GrowthTag, shownValue } from './figure-cards.tsx';
import { dailyCsv, FiguresTable } from './figures-table.tsx';
import { RangeInputs, TodayIncluded, useAnalysisParams } from './range.tsx';
import { useOverview } from './use-overview.ts';

const PRESETS = [7, 30, 90] as const;

/**
 * /visualization/data-analysis (admin): overview cards (new and paying members, paid orders,
 * revenue, coins issued and spent, unlocks) with growth against the previous period and a daily
 * trend each, revenue by order kind; a table view and a CSV of the daily numbers; then the content
 * panels (publishing, period analysis, popular authors). The range is kept in the URL.
 */
export function DataAnalysisPage() {
  const { t, i18n } = useTranslation();
  const { from, to, set: setRange } = useAnalysisParams();
  const load = useOverview(from, to);
  const { data } = load;
  const [view, setView] = useState<'chart' | 'table'>('chart');

  const preset = (days: number) => {
    const end = data?.to;
    if (!end) return setRange({ from: undefined, to: undefined });
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    setRange({ from: start, to: end });
  };
  const kinds = useMemo(() => data?.revenueByKind ?? [], [data]);
  const kindBars = useMemo(
    () =>
      barOption(
        kinds.map((k) => t(`analysis.orderKinds.${k.kind}`)),
        kinds.map((k) => k.value / 100),
      ),
    [kinds, t],
  );
  const label = (m: string) => (m === 'day' ? t('analysis.day') : t(`analysis.metrics.${m}`));

  return (
    <AnalysisScreen
      title={t('analysis.title')}
      load={load}
      controls={
        <>
          <ButtonGroup>
            {PRESETS.map((d) => (
              <Segment key={d} onClick={() => preset(d)} selected={data?.days.length === d}>
                {t(`analysis.presets.d${d}`)}
              </Segment>
            ))}
          </ButtonGroup>
          <RangeInputs from={from} to={to} shown={data ?? null} onChange={setRange} />
          <TodayIncluded to={data?.to} />
          {data && (
            <span className={Classes.TEXT_MUTED}>
              {t('analysis.previous', {
                from: formatDate(data.previousFrom, i18n.language),
                to: formatDate(data.previousTo, i18n.language),
              })}
            </span>
          )}
          <ButtonGroup className="od-analysis-view">
            <Segment icon="timeline-line-chart" selected={view === 'chart'} onClick={() => setView('chart')}>
              {t('analysis.chart')}
            </Segment>
            <Segment icon="th" selected={view === 'table'} onClick={() => setView('table')}>
              {t('analysis.table')}
            </Segment>
            <Button
              variant="outlined"
              icon="download"
              disabled={!data}
              onClick={() =>
                data && downloadCsv(`analysis-${data.from}-${data.to}.csv`, dailyCsv(data, label))
              }
            >
              {t('analysis.csv')}
            </Button>
          </ButtonGroup>
        </>
      }
      after={<ContentPanels from={from} to={to} />}
    >
      {(data) =>
        view === 'table' ? (
          <FiguresTable data={data} />
        ) : (
          <>
            <FigureCards data={data} />
            <Card className="od-analysis-panel">
              <H2>{t('analysis.revenueByKind')}</H2>
              {kinds.length === 0 ? (
                <NonIdealState icon="chart" title={t('analysis.empty')} />
              ) : (
                <>
                  <Chart option={kindBars} label={t('analysis.revenueByKind')} height={240} />
                  <HTMLTable compact className="od-analysis-table">
                    <TableHead
                      prefix="analysis.columns."
                      cells={[
                        'metric',
                        { key: 'value', num: true },
                        { key: 'previous', num: true },
                        { key: 'growth', num: true },
                      ]}
                    />
                    <tbody>
                      {kinds.map((k) => (
                        <tr key={k.kind}>
                          <td>{t(`analysis.orderKinds.${k.kind}`)}</td>
                          <td className="od-num">{shownValue('revenue', k.value, i18n.language)}</td>
                          <td className="od-num">{shownValue('revenue', k.previous, i18n.language)}</td>
                          <td className="od-num">
                            <GrowthTag growth={k.growth} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </>
              )}
            </Card>
          </>
        )
      }
    </AnalysisScreen>
  );
}
