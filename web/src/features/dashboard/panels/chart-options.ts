import type { ChartOption } from '../../../components/charts/echarts.ts';

/** Daily bars of new content (left axis) and a line of unlocks (right axis), with a legend. */
export function contentDataOption(
  days: readonly string[],
  bars: readonly { name: string; data: readonly number[] }[],
  line: { name: string; data: readonly number[] },
): ChartOption {
  return {
    grid: { left: 40, right: 48, top: 36, bottom: 28 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      ...bars.map((b) => ({
        type: 'bar' as const,
        name: b.name,
        data: [...b.data],
        stack: 'new',
        barMaxWidth: 18,
      })),
      { type: 'line', name: line.name, data: [...line.data], yAxisIndex: 1, smooth: true, symbol: 'none' },
    ],
  };
}

/** A donut of named shares. */
export function shareOption(slices: readonly { name: string; value: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: slices.map((s) => ({ ...s })),
      },
    ],
  };
}
