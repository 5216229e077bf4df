import { formatAxisDay, formatDate } from '@opsdeck/shared/schemas';
import type { ChartOption } from './echarts.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface DayAxis {
  type?: string;
  data?: unknown[];
  axisLabel?: Record<string, unknown>;
  axisPointer?: { label?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * A chart whose category axis is days (`YYYY-MM-DD`, as the API gives them) shows them in the one
 * day format of every chart axis (`formatAxisDay`: `11/21` in the console's language), and its
 * tooltip names the whole day (`formatDate`: `11/21/2026`, `2026/11/21`). Any other chart is as given.
 */
export function withDayAxis(option: ChartOption, locale: string): ChartOption {
  const axis = option.xAxis as DayAxis | DayAxis[] | undefined;
  if (!axis || Array.isArray(axis) || axis.type !== 'category' || !axis.data?.length) return option;
  if (!axis.data.every((d) => typeof d === 'string' && DAY.test(d))) return option;
  return {
    ...option,
    xAxis: {
      ...axis,
      axisLabel: { ...axis.axisLabel, formatter: (day: string) => formatAxisDay(day, locale) },
      axisPointer: {
        ...axis.axisPointer,
        label: {
          ...axis.axisPointer?.label,
          formatter: ({ value }: { value: unknown }) => formatDate(String(value), locale),
        },
      },
    },
  } as ChartOption;
}
