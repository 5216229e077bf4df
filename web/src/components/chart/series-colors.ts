import type { ChartOption } from './echarts.ts';

/**
 * The series colours of ECharts 6, which its default and its dark theme share
 * (echarts/lib/visual/tokens.js `theme`).
 */
export const ECHARTS_SERIES = [
  '#5070dd',
  '#b6d634',
  '#505372',
  '#ff994d',
  '#0ca8df',
  '#ffd10a',
  '#fb628b',
  '#785db0',
  '#3fbe95',
] as const;

/**
 * The same series on the dark theme's cards (Blueprint's dark gray 3, #2f343c): the three dark ones
 * lightened in their own hue to at least 3.5:1 there (a chart's lines and areas need 3:1), the others
 * kept. The third, slate #505372, read 1.7:1: the multi-dimension analysis drew its VIP series, line
 * and legend, all but invisible in dark theme. A series keeps its hue in both themes.
 */
export const DARK_SERIES = [
  '#6a85e2',
  '#b6d634',
  '#8487a9',
  '#ff994d',
  '#0ca8df',
  '#ffd10a',
  '#fb628b',
  '#957fc1',
  '#3fbe95',
] as const;

/**
 * The same series on the light theme's white cards: six of ECharts' nine are under 3:1 on white (its
 * lime 1.7:1, the multi-dimension analysis's in-app purchases; its yellow 1.5:1), darkened in their
 * own hue to at least 3.2:1; the blue, slate and purple kept.
 */
export const LIGHT_SERIES = [
  '#5070dd',
  '#81991f',
  '#505372',
  '#eb6400',
  '#0b99cc',
  '#a88900',
  '#fa4e7c',
  '#785db0',
  '#359f7d',
] as const;

/** A chart's option with its theme's series colours, unless it names its own. */
export function withSeriesColors(option: ChartOption, theme: 'light' | 'dark'): ChartOption {
  if (option.color !== undefined) return option;
  return { ...option, color: [...(theme === 'dark' ? DARK_SERIES : LIGHT_SERIES)] };
}
