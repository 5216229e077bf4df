import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken (`echarts/core`): only the bar chart, grid, legend, tooltip and the canvas
 * renderer are bundled, and only with the screens that draw charts.
 */
use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The option shape the console's charts use. */
export type ChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export { init };
