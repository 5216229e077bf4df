import { describe, expect, test } from 'vitest';
import { arcPath, labelEvery, niceScale } from './chart-geometry.ts';

describe('chart geometry', () => {
  test('an axis top is a round number at or above the largest value', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(37).top).toBe(40);
    expect(niceScale(81)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(1234).top).toBe(2000);
  });

  test('x labels: at most `room`, evenly spaced, the last day always', () => {
    const show = labelEvery(30, 8);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter(show);
    expect(shown.length).toBeLessThanOrEqual(8);
    expect(shown.at(-1)).toBe(29);
    expect(Array.from({ length: 7 }, (_, i) => i).filter(labelEvery(7, 8))).toHaveLength(7);
  });

  test('a slice path starts at 12 o’clock; a whole circle still draws', () => {
    expect(arcPath(50, 50, 40, 20, 0, 0.25)).toMatch(/^M 50\.00 10\.00 A 40 40 0 0 1 90\.00 50\.00/);
    expect(arcPath(50, 50, 40, 20, 0, 1)).toContain('A 40 40 0 1 1');
  });
});
