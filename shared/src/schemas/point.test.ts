import { describe, expect, test } from 'vitest';
import { pointOverviewOf, pointOverviewSchema } from './point.js';

describe('pointOverviewOf', () => {
  test('entries add up per source and day; days outside the range are left out; totals sum the sources', () => {
    const o = pointOverviewOf(
      { from: '2026-03-01', to: '2026-03-02', days: ['2026-03-01', '2026-03-02'] },
      [
        { source: 'checkin', day: '2026-03-01', earned: 10, spent: 0, count: 1 },
        { source: 'checkin', day: '2026-03-01', earned: 5, spent: 0, count: 1 },
        { source: 'exchange', day: '2026-03-02', earned: 0, spent: 100, count: 2 },
        { source: 'invite', day: '2026-02-28', earned: 50, spent: 0, count: 1 },
      ],
      { activeMembers: 3, balance: 900 },
    );
    expect(pointOverviewSchema.parse(o)).toEqual(o);
    expect(o.series.find((s) => s.source === 'checkin')).toEqual({
      source: 'checkin',
      earned: [15, 0],
      spent: [0, 0],
    });
    expect(o.totals.find((t) => t.source === 'exchange')).toEqual({
      source: 'exchange',
      earned: 0,
      spent: 100,
      count: 2,
    });
    expect(o.totals.find((t) => t.source === 'invite')).toEqual({
      source: 'invite',
      earned: 0,
      spent: 0,
      count: 0,
    });
    expect(o.totals).toHaveLength(5);
    expect([o.totalEarned, o.totalSpent, o.activeMembers, o.balance]).toEqual([15, 100, 3, 900]);
  });
});
