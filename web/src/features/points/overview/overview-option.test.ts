import type { PointOverview } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
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
  day: (d: string) => d.slice(5),
  count: (n: number) => String(n),
};

describe('points overview chart', () => {
  test('one earned and one spent bar series per source, in one stack, spent below the axis', () => {
    const option = overviewOption(data, labels);
    const series = option.series as { name: string; stack: string; data: number[]; color: string }[];
    expect(series.map((s) => s.name)).toEqual(['src:checkin', 'src:checkin', 'src:exchange', 'src:exchange']);
    expect(new Set(series.map((s) => s.stack))).toEqual(new Set(['points']));
    expect(series[0]!.data).toEqual([5, 10]);
    expect(series[3]!.data).toEqual([-100, 0]);
    expect(series[2]!.color).toBe(SOURCE_COLORS.exchange);
    expect(option.xAxis).toMatchObject({ data: ['11-01', '11-02'] });
    expect(option.legend).toMatchObject({ data: ['src:checkin', 'src:exchange'] });
  });

  test('a range where nothing moved is empty', () => {
    expect(isEmptyOverview(data)).toBe(false);
    expect(isEmptyOverview({ ...data, totalEarned: 0, totalSpent: 0 })).toBe(true);
  });
});
