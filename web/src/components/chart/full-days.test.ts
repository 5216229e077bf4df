import { describe, expect, test } from 'vitest';
import { endOnLastFullDay, fullDayCount } from './full-days.ts';

describe('daily charts end on the last full day', () => {
  test('a last day that is today is left out; other days are not', () => {
    expect(fullDayCount(['2026-11-27', '2026-11-28', '2026-11-29'], '2026-11-29')).toBe(2);
    expect(fullDayCount(['2026-11-27', '2026-11-28'], '2026-11-29')).toBe(2);
    expect(fullDayCount(['2026-11-29'], '2026-11-29')).toBe(1);
  });

  test('the axis and every series are cut; a chart of other categories is left alone', () => {
    const option = {
      xAxis: { type: 'category' as const, data: ['2026-11-28', '2026-11-29'] },
      yAxis: { type: 'value' as const },
      series: [
        { type: 'line' as const, name: 'a', data: [5, 1] },
        { type: 'bar' as const, name: 'b', data: [7, 2] },
      ],
    };
    const { option: cut, cut: was } = endOnLastFullDay(option, '2026-11-29');
    expect(was).toBe(true);
    expect(cut.xAxis).toMatchObject({ data: ['2026-11-28'] });
    expect((cut.series as { data: number[] }[]).map((s) => s.data)).toEqual([[5], [7]]);
    const kinds = { ...option, xAxis: { type: 'category' as const, data: ['vip', 'iap'] } };
    expect(endOnLastFullDay(kinds, '2026-11-29')).toEqual({ option: kinds, cut: false });
  });
});
