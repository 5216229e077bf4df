import type { PointOverview } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { withDayAxis } from '../../../components/chart/day-axis.ts';
import { endOnLastFullDay } from '../../../components/chart/full-days.ts';
import { formatCount, formatSigned } from '../../../components/data-list/format.ts';
import { isEmptyOverview, overviewOption, SOURCE_COLORS } from './overview-option.ts';

const data: PointOverview = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: ['2026-11-01', '2026-11-02'],
  totals: [],
  series: [
    { source: 'checkin', earned: [5, 10], spent: [0, 0] },
    { source: 'exchange', earned: [0, 0], spent: [100, 0] },
  ],
  totalEarned: 15,
  totalSpent: 100,
  activeMembers: 2,
  balance: 40,
};

const labels = {
  source: (s: string) => `src:${s}`,
  earned: 'Earned',
  spent: 'Spent',
  count: (n: number) => String(n),
};

describe('points overview chart', () => {
  test("the y-axis writes a negative count with the cards' minus sign (U+2212), from the one formatter family", () => {
    const option = overviewOption(data, { ...labels, count: (n) => formatCount(n, 'en-US') });
    const axis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(axis.axisLabel.formatter(-1500)).toBe('\u22121,500');
    expect(axis.axisLabel.formatter(-1500)).toBe(formatSigned(-1500, 'en-US'));
    expect(axis.axisLabel.formatter(-1500)).not.toContain('-');
  });

  test('one earned and one spent bar series per source, in one stack, spent below the axis', () => {
    const option = overviewOption(data, labels);
    const series = option.series as { name: string; stack: string; data: number[]; color: string }[];
    expect(series.map((s) => s.name)).toEqual(['src:checkin', 'src:checkin', 'src:exchange', 'src:exchange']);
    expect(new Set(series.map((s) => s.stack))).toEqual(new Set(['points']));
    expect(series[0]!.data).toEqual([5, 10]);
    expect(series[3]!.data).toEqual([-100, 0]);
    expect(series[2]!.color).toBe(SOURCE_COLORS.exchange);
    const axis = option.xAxis as { data: string[] };
    expect(axis.data).toEqual(data.days);
    // the days as the API gives them: the chart component shows them as every chart axis does
    const shown = withDayAxis(option, 'en-US').xAxis as { axisLabel: { formatter: (d: string) => string } };
    expect(axis.data.map(shown.axisLabel.formatter)).toEqual(['11/01', '11/02']);
    expect(option.legend).toMatchObject({ data: ['src:checkin', 'src:exchange'] });
  });

  test("a range that ends today ends the chart on the last full day (today's partial day would read as a collapse)", () => {
    const { option, cut } = endOnLastFullDay(overviewOption(data, labels), '2026-11-02');
    expect(cut).toBe(true);
    expect((option.xAxis as { data: string[] }).data).toEqual(['2026-11-01']);
    expect((option.series as { data: number[] }[])[0]!.data).toEqual([5]);
    expect(endOnLastFullDay(overviewOption(data, labels), '2026-11-03').cut).toBe(false);
  });

  test('a range where nothing moved is empty', () => {
    expect(isEmptyOverview(data)).toBe(false);
    expect(isEmptyOverview({ ...data, totalEarned: 0, totalSpent: 0 })).toBe(true);
  });
});
