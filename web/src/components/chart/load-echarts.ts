import { yieldToMain } from '../../lib/yield-to-main.ts';

let loading: Promise<typeof import('./echarts.ts')> | undefined;

/**
 * ECharts, fetched and evaluated in two steps, each in a task of its own: its core with the canvas
 * renderer (echarts-core.ts), then the line and bar charts with the grid, legend and tooltip
 * (echarts.ts). Evaluated at once, the one chunk was a task of 24 ms of CPU here, 95 ms at
 * Lighthouse's 4× slowdown, on every chart screen. Once per page; a failed load is tried again.
 */
export function loadECharts(): Promise<typeof import('./echarts.ts')> {
  loading ??= import('./echarts-core.ts').then(() => yieldToMain()).then(() => import('./echarts.ts'));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
