import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts' core (zrender, the model, the API) with the canvas renderer: the first of ECharts' two
 * chunks (load-echarts.ts), evaluated in a task before the charts' and components' modules
 * (echarts.ts).
 */
use([CanvasRenderer]);

export { init } from 'echarts/core';
