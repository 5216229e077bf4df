import { describe, expect, test } from 'vitest';
import { pointOverviewRange } from './point.js';

describe('points overview range', () => {
  // 01:30 on 1 March in UTC+8: today is under way, the last full day is 28 February
  const now = new Date('2026-02-28T17:30:00Z');

  test('by default it ends on the last full day (UTC+8) and is 30 days long, as the analysis', () => {
    expect(pointOverviewRange({}, now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  test('today asked for is answered (the screen marks it partial); a lone bound stays ordered', () => {
    expect(pointOverviewRange({ from: '2026-02-23', to: '2026-03-01' }, now)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(pointOverviewRange({ from: '2026-03-01' }, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(pointOverviewRange({ to: '2026-02-10' }, now)).toEqual({ from: '2026-01-12', to: '2026-02-10' });
  });

  test('a lone start keeps the range at most a year long', () => {
    expect(pointOverviewRange({ from: '2024-01-01' }, now)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(pointOverviewRange({ from: '2025-03-01' }, now)).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });
});
