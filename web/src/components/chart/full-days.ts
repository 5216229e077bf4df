import { fullDayCount } from '@opsdeck/shared/schemas';
import type { ChartOption } from './echarts.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// the rule (a daily view ends on the last full day) is shared with the CLI's `stats`
export { fullDayCount } from '@opsdeck/shared/schemas';

/** The first `n` values of each series. */
export function takeDays<T>(series: readonly T[], n: number): T[] {
  return series.slice(0, n);
}

type Series = { data?: unknown };

/**
 * An ECharts option whose category axis is days (`YYYY-MM-DD`) without today's partial day (the axis
 * and every series' data cut to the full days), and whether it was cut. Any other option is returned
 * as is.
 */
export function endOnLastFullDay(option: ChartOption, today: string): { option: ChartOption; cut: boolean } {
  const axis = option.xAxis as { type?: string; data?: unknown[] } | undefined;
  const days = axis && !Array.isArray(axis) && axis.type === 'category' ? axis.data : undefined;
  if (!days?.every((d) => typeof d === 'string' && DAY.test(d))) return { option, cut: false };
  const n = fullDayCount(days as string[], today);
  if (n === days.length) return { option, cut: false };
  const series = (Array.isArray(option.series) ? option.series : [option.series]).map((s) => {
    const data = (s as Series | undefined)?.data;
    return Array.isArray(data) ? { ...s, data: data.slice(0, n) } : s;
  });
  return {
    option: { ...option, xAxis: { ...axis, data: days.slice(0, n) }, series } as ChartOption,
    cut: true,
  };
}
