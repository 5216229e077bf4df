import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { init } from './echarts-core.ts';

/**
 * ECharts, tree-shaken (`echarts/core`): line and bar charts, grid, legend, tooltip and the canvas
 * renderer (echarts-core.ts) only, bundled only with the screens that draw charts, loaded in two
 * steps (load-echarts.ts).
 */
use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent]);

/** The option shape the console's charts use. */
export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export { init };
