import type { ChartOption } from './echarts.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How many of a daily series' days are over: all but a last one that is `today` (business time zone,
 * `YYYY-MM-DD`). A chart ending on the day under way reads as a collapse (a morning's orders beside
 * whole days), so the console's daily charts end on the last full day; the figures and tables keep
 * today.
 */
export function fullDayCount(days: readonly string[], today: string): number {
  return days.length > 1 && days[days.length - 1] === today ? days.length - 1 : days.length;
}

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
