import { useMemo } from 'react';
import { EChart } from '../../components/chart/echart.tsx';
import type { ChartOption } from '../../components/chart/echarts.ts';
import { useDarkTheme } from './use-dark-theme.ts';

/** An ECharts canvas on the card's background that follows the console's theme. */
export function Chart({ option, label, height }: { option: ChartOption; label: string; height: number }) {
  const dark = useDarkTheme();
  const shown = useMemo(() => ({ backgroundColor: 'transparent', ...option }), [option]);
  return <EChart option={shown} theme={dark ? 'dark' : 'light'} label={label} height={height} />;
}

/** Bars of named values. */
export function barOption(names: readonly string[], values: readonly number[]): ChartOption {
  return {
    grid: { left: 48, right: 12, top: 12, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...names] },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: [...values], barMaxWidth: 36 }],
  };
}
