import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** ECharts, tree-shaken (`echarts/core`): line and bar charts only, loaded with the analysis screens. */
use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption
>;

export { init };
