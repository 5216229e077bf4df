import { Classes } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../../../components/charts/echarts.ts';

/** ECharts comes in its own chunk, fetched only when a chart is drawn (never with the page). */
const Chart = lazy(() => import('../../../components/charts/chart.tsx').then((m) => ({ default: m.Chart })));

/** A chart that loads ECharts on first use; a skeleton of its size until then. */
export function LazyChart(props: { option: ChartOption; label: string; height: number }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div
          className={`${Classes.SKELETON} od-chart-loading`}
          style={{ height: props.height }}
          role="img"
          aria-label={t('dashboard.chartLoading')}
          aria-busy
        />
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
