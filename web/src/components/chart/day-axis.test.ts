import { describe, expect, test } from 'vitest';
import { withDayAxis } from './day-axis.ts';
import type { ChartOption } from './echarts.ts';

interface Axis {
  axisLabel: { formatter: (d: string) => string };
  axisPointer: { label: { formatter: (p: { value: string }) => string } };
}

const daily = {
  xAxis: { type: 'category', data: ['2026-11-01', '2026-11-02'] },
  series: [{ type: 'bar', data: [1, 2] }],
} as ChartOption;

describe('the day axis of every chart', () => {
  test('days show as month/day in the console language, the tooltip names the whole day', () => {
    const en = withDayAxis(daily, 'en-US').xAxis as unknown as Axis;
    expect(en.axisLabel.formatter('2026-11-01')).toBe('11/01');
    expect(en.axisPointer.label.formatter({ value: '2026-11-01' })).toBe('11/01/2026');
    const zh = withDayAxis(daily, 'zh-CN').xAxis as unknown as Axis;
    expect(zh.axisLabel.formatter('2026-11-01')).toBe('11/01');
    expect(zh.axisPointer.label.formatter({ value: '2026-11-01' })).toBe('2026/11/01');
  });

  test('an axis of other categories (names, channels) is left as given', () => {
    const names = { xAxis: { type: 'category', data: ['ios', 'android'] } } as ChartOption;
    expect(withDayAxis(names, 'en-US')).toBe(names);
  });
});
