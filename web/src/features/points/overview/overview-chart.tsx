import { EChart } from '../../../components/chart/echart.tsx';
import type { ChartOption } from '../../../components/chart/echarts.ts';

export interface OverviewChartProps {
  option: ChartOption;
  /** 'dark' draws with ECharts' dark theme. */
  theme: 'light' | 'dark';
  /** ECharts' own texts: 'ZH' or 'EN'. */
  locale: 'ZH' | 'EN';
  label: string;
  height?: number;
}

/** The overview's chart: an ECharts canvas in the console's theme and language, 340 px high unless told. */
export function OverviewChart(props: OverviewChartProps) {
  return <EChart {...props} height={props.height ?? 340} className="od-chart" />;
}
