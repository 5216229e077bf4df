import { Button, ButtonGroup, Card, Classes, H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import {
  ANALYSIS_DIMENSIONS,
  type AnalysisDimension,
  type AnalysisDimensions,
} from '@opsdeck/shared/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../../components/chart/echarts.ts';
import { Segment } from '../../components/segment.tsx';
import { AnalysisScreen } from './analysis-screen.tsx';
import { ChainGrowthPanel } from './chain-growth.tsx';
import { Chart } from './chart.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { shownValue } from './figure-cards.tsx';
import { RangeInputs, TodayIncluded, useAnalysisParams } from './range.tsx';
import { useDimensions } from './use-dimensions.ts';

/** Stacked daily lines of one metric, a line per dimension value, with a legend. */
export function stackedOption(
  data: AnalysisDimensions,
  metric: string,
  name: (v: string) => string,
  yuan: boolean,
): ChartOption {
  return {
    grid: { left: 56, right: 12, top: 40, bottom: 28 },
    // which colour is which value (the table below names them too)
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.days, boundaryGap: false },
    yAxis: { type: 'value' },
    series: data.values.map((v) => ({
      type: 'line' as const,
      name: name(v.value),
      stack: metric,
      areaStyle: { opacity: 0.2 },
      symbol: 'none',
      data: (v.series[metric] ?? []).map((n) => (yuan ? n / 100 : n)),
    })),
  };
}

/**
 * /visualization/multi-dimension-data-analysis (admin): a range and a dimension (order kind,
 * channel, platform); one linked chart per figure the dimension splits (the same values, the same
 * days), and the totals per value as a table and a CSV.
 */
export function MultiDimensionPage() {
  const { t, i18n } = useTranslation();
  const { params, from, to, set } = useAnalysisParams();
  const asked = params.get('dimension');
  const dimension: AnalysisDimension = ANALYSIS_DIMENSIONS.find((d) => d === asked) ?? 'kind';
  const load = useDimensions(from, to, dimension);
  const { data } = load;
  const [only, setOnly] = useState<string | null>(null);

  const name = (v: string) => (dimension === 'kind' ? t(`analysis.orderKinds.${v}`) : v);
  // the charts are linked: choosing a value in the table shows only it in every chart
  const shown = useMemo(
    () => (data && only ? { ...data, values: data.values.filter((v) => v.value === only) } : data),
    [data, only],
  );

  return (
    <AnalysisScreen
      title={t('analysis.multi.title')}
      load={load}
      controls={
        <>
          <ButtonGroup aria-label={t('analysis.multi.dimension')}>
            {ANALYSIS_DIMENSIONS.map((d) => (
              <Segment
                key={d}
                selected={d === dimension}
                onClick={() => {
                  setOnly(null);
                  set({ dimension: d });
                }}
              >
                {t(`analysis.multi.dimensions.${d}`)}
              </Segment>
            ))}
          </ButtonGroup>
          <RangeInputs from={from} to={to} shown={data ?? null} onChange={set} />
          <TodayIncluded to={data?.to} />
          <Button
            className="od-analysis-view"
            icon="download"
            disabled={!data}
            onClick={() =>
              data &&
              downloadCsv(
                `analysis-${dimension}-${data.from}-${data.to}.csv`,
                toCsv(
                  [
                    t(`analysis.multi.dimensions.${dimension}`),
                    ...data.metrics.map((m) => t(`analysis.metrics.${m}`)),
                  ],
                  data.values.map((v) => [v.value, ...data.metrics.map((m) => v.totals[m] ?? 0)]),
                ),
              )
            }
          >
            {t('analysis.csv')}
          </Button>
        </>
      }
      after={<ChainGrowthPanel from={from} to={to} />}
    >
      {(data) =>
        data.values.length === 0 ? (
          <NonIdealState icon="chart" title={t('analysis.empty')} />
        ) : (
          <>
            <div className="od-analysis-charts">
              {data.metrics.map((m) => (
                <Card key={m} className="od-analysis-panel">
                  <H2>{t(`analysis.metrics.${m}`)}</H2>
                  <Chart
                    option={stackedOption(shown ?? data, m, name, m === 'revenue')}
                    label={`${t(`analysis.metrics.${m}`)} · ${t(`analysis.multi.dimensions.${dimension}`)}`}
                    height={220}
                  />
                </Card>
              ))}
            </div>
            <HTMLTable
              compact
              striped
              interactive
              className="od-analysis-table"
              data-testid="dimension-table"
            >
              <thead>
                <tr>
                  <th>{t(`analysis.multi.dimensions.${dimension}`)}</th>
                  {data.metrics.map((m) => (
                    <th key={m} className="od-num">
                      {t(`analysis.metrics.${m}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.values.map((v) => (
                  <tr key={v.value} className={only === v.value ? Classes.ACTIVE : undefined}>
                    <td>
                      <Button
                        variant="minimal"
                        active={only === v.value}
                        onClick={() => setOnly((o) => (o === v.value ? null : v.value))}
                      >
                        {name(v.value)}
                      </Button>
                    </td>
                    {data.metrics.map((m) => (
                      <td key={m} className="od-num">
                        {shownValue(m, v.totals[m] ?? 0, i18n.language)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )
      }
    </AnalysisScreen>
  );
}
