import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { businessToday } from '../data-list/format.ts';
import { Sparkline } from './sparkline.tsx';

const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('Sparkline', () => {
  afterEach(cleanup);

  test('one tooltip per full day with its value as formatted; today’s partial day is left out', () => {
    const today = businessToday();
    const days = [dayBefore(today, 2), dayBefore(today, 1), today];
    const { container } = render(
      <Sparkline days={days} series={[3, 5, 1]} label="Orders · trend" height={48} format={(v) => `¥${v}`} />,
    );
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Orders · trend');
    const titles = [...container.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).toEqual([`${days[0]}: ¥3`, `${days[1]}: ¥5`]);
    // the line runs over the two full days: the highest value at the top of the drawing
    expect(container.querySelector('.od-sparkline-line')?.getAttribute('d')).toBe('M0.00,20.80 L100.00,4.00');
  });

  test('bars: one per day, standing on zero, as tall as their value', () => {
    const days = ['2026-01-01', '2026-01-02'];
    const { container } = render(
      <Sparkline days={days} series={[2, 4]} kind="bar" label="x" height={46} format={String} />,
    );
    const bars = [...container.querySelectorAll('.od-sparkline-bar')];
    expect(bars.map((b) => b.getAttribute('height'))).toEqual(['20.00', '40.00']);
    expect(bars.map((b) => b.getAttribute('y'))).toEqual(['24.00', '4.00']);
    expect(container.querySelector('.od-sparkline-line')).toBeNull();
  });
});
