import type { PointOverview, PointReason } from '@opsdeck/shared/schemas';
import type { ChartOption } from '../../../components/chart/echarts.ts';

/** One colour per points source, shared by the cards and the chart. */
export const SOURCE_COLORS: Readonly<Record<PointReason, string>> = {
  checkin: '#2d72d2',
  invite: '#238551',
  exchange: '#c87619',
  patch: '#7961db',
  expire: '#8f99a8',
};

/** What the option needs besides the data: labels in the console's language. */
export interface OverviewLabels {
  source: (source: PointReason) => string;
  earned: string;
  spent: string;
  count: (n: number) => string;
}

/**
 * The daily chart: for each source, points earned stacked above the axis and points spent stacked
 * below it (as negative bars, ECharts stacks each sign apart), in the source's colour; a legend
 * entry per source toggles both.
 */
export function overviewOption(data: PointOverview, labels: OverviewLabels): ChartOption {
  const series = data.series.flatMap((s) => {
    const name = labels.source(s.source);
    const color = SOURCE_COLORS[s.source];
    return [
      {
        type: 'bar' as const,
        name,
        stack: 'points',
        color,
        data: s.earned,
        barMaxWidth: 28,
        emphasis: { focus: 'series' as const },
      },
      {
        type: 'bar' as const,
        name,
        stack: 'points',
        color,
        data: s.spent.map((v) => (v === 0 ? 0 : -v)),
        barMaxWidth: 28,
        itemStyle: { opacity: 0.55 },
        emphasis: { focus: 'series' as const },
      },
    ];
  });
  return {
    backgroundColor: 'transparent',
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, data: data.series.map((s) => labels.source(s.source)) },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => labels.count(Math.abs(Number(value))),
    },
    // the days themselves (YYYY-MM-DD) on the axis: the chart then ends on the last full day and
    // shows them in the one day format of every chart axis (components/chart/full-days.ts, day-axis.ts)
    xAxis: { type: 'category', data: [...data.days] },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (value: number) => labels.count(value) },
    },
    series,
  };
}

/** True when no point moved in the range (the chart shows a note instead). */
export function isEmptyOverview(data: PointOverview): boolean {
  return data.totalEarned === 0 && data.totalSpent === 0;
}
