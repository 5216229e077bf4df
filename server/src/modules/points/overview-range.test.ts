import { describe, expect, test } from 'vitest';
import { overviewRange } from './service.js';

describe('points overview range', () => {
  // 01:30 on 1 March in UTC+8: today is under way, the last full day is 28 February
  const now = new Date('2026-02-28T17:30:00Z');

  test('by default it ends on the last full day (UTC+8) and is 30 days long, as the analysis', () => {
    expect(overviewRange({}, now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  test('today asked for is answered (the screen marks it partial); a lone bound stays ordered', () => {
    expect(overviewRange({ from: '2026-02-23', to: '2026-03-01' }, now)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(overviewRange({ from: '2026-03-01' }, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(overviewRange({ to: '2026-02-10' }, now)).toEqual({ from: '2026-01-12', to: '2026-02-10' });
  });
});
