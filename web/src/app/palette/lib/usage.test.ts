import { describe, expect, test } from 'vitest';
import {
  decayedCount,
  frecency,
  loadUsage,
  MAX_USAGE_BOOST,
  recentIds,
  recordUse,
  saveUsage,
  USAGE_HALF_LIFE,
  USAGE_LIMIT,
  type Usage,
  usageBoost,
  usageKey,
} from './usage.ts';

const HOUR = 3_600_000;

describe('palette usage', () => {
  test('kept per operator across reloads (localStorage), unreadable data counts as none', () => {
    localStorage.clear();
    const now = Date.now();
    saveUsage(localStorage, 7, recordUse({}, 'route:MemberList', now));
    expect(loadUsage(localStorage, 7)).toEqual({ 'route:MemberList': { count: 1, last: now } });
    expect(loadUsage(localStorage, 8)).toEqual({});
    localStorage.setItem(usageKey(9), '{not json');
    expect(loadUsage(localStorage, 9)).toEqual({});
    localStorage.setItem(
      usageKey(9),
      JSON.stringify({ a: { count: -1, last: 1 }, b: { count: 2, last: 5 }, c: 4 }),
    );
    expect(loadUsage(localStorage, 9)).toEqual({ b: { count: 2, last: 5 } });
  });

  test('recording counts and keeps the latest time; the oldest beyond the limit are forgotten', () => {
    let u: Usage = {};
    u = recordUse(u, 'x', 1);
    u = recordUse(u, 'x', 2);
    expect(u.x).toEqual({ count: 2, last: 2 });
    for (let i = 0; i < USAGE_LIMIT + 5; i++) u = recordUse(u, `i${i}`, 10 + i);
    expect(Object.keys(u)).toHaveLength(USAGE_LIMIT);
    expect(u.x).toBeUndefined();
  });

  test('frecency weighs recent use more; the boost is bounded', () => {
    const now = 100 * 24 * HOUR;
    expect(frecency({ count: 1, last: now - 60_000 }, now)).toBeGreaterThan(
      frecency({ count: 1, last: now - 3 * HOUR }, now),
    );
    expect(frecency({ count: 3, last: now - 30 * 24 * HOUR }, now)).toBeLessThan(
      frecency({ count: 1, last: now - 60_000 }, now),
    );
    const u: Usage = { a: { count: 1000, last: now } };
    expect(usageBoost(u, 'a', now)).toBeLessThan(MAX_USAGE_BOOST);
    expect(usageBoost(u, 'a', now)).toBeGreaterThan(MAX_USAGE_BOOST * 0.9);
    expect(usageBoost(u, 'b', now)).toBe(0);
    expect(
      recentIds(
        {
          a: { count: 1, last: now - 2 * HOUR },
          b: { count: 1, last: now - 1000 },
          c: { count: 5, last: now - 3 * 24 * HOUR },
        },
        now,
        2,
      ),
    ).toEqual(['b', 'c']);
  });

  test('counts decay: uses lose half their weight every half-life, also when the item runs again', () => {
    const now = 100 * 24 * HOUR;
    expect(decayedCount({ count: 8, last: now - USAGE_HALF_LIFE }, now)).toBeCloseTo(4);
    expect(decayedCount({ count: 8, last: now - 3 * USAGE_HALF_LIFE }, now)).toBeCloseTo(1);
    // a hundred runs two months ago weigh less than a few this week
    const old = recordUse({ x: { count: 100, last: now - 60 * 24 * HOUR } }, 'x', now);
    expect(old.x?.count).toBeLessThan(2);
    let fresh: Usage = {};
    for (let i = 0; i < 3; i++) fresh = recordUse(fresh, 'y', now - i * HOUR);
    expect(frecency(fresh.y, now)).toBeGreaterThan(frecency(old.x, now + 2 * HOUR));
    // stored fractional counts load again
    localStorage.clear();
    saveUsage(localStorage, 3, { z: { count: 2.5, last: now } });
    expect(loadUsage(localStorage, 3)).toEqual({ z: { count: 2.5, last: now } });
  });
});
