import type { ChartOption } from '../../components/chart/echarts.ts';

/** Named series over a category axis, with a legend: stacked bars, or smooth lines. */
export function seriesOption(
  x: readonly string[],
  series: readonly { name: string; data: readonly number[] }[],
  type: 'bar' | 'line',
): ChartOption {
  return {
    grid: { left: 48, right: 12, top: 36, bottom: 28 },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...x], boundaryGap: type === 'bar' },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) =>
      type === 'bar'
        ? { type: 'bar' as const, name: s.name, stack: 'total', data: [...s.data], barMaxWidth: 24 }
        : { type: 'line' as const, name: s.name, smooth: true, symbol: 'none', data: [...s.data] },
    ),
  };
}
