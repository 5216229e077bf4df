import { describe, expect, test } from 'vitest';
import { greetingKey } from './greeting.ts';

describe('greetingKey', () => {
  // hours of the business day (UTC+8): the instant is that hour minus 8 in UTC
  test.each([
    [0, 'workplace.evening'],
    [4, 'workplace.evening'],
    [5, 'workplace.morning'],
    [11, 'workplace.morning'],
    [12, 'workplace.afternoon'],
    [17, 'workplace.afternoon'],
    [18, 'workplace.evening'],
    [23, 'workplace.evening'],
  ])('%i h in UTC+8 → %s', (hour, key) => {
    expect(greetingKey(new Date(Date.UTC(2025, 0, 1, hour - 8, 30)))).toBe(key);
  });

  test('the business clock decides, not the browser’s: 09:30 UTC is 17:30 in UTC+8, 23:30 UTC 07:30', () => {
    expect(greetingKey(new Date('2026-11-28T09:30:00Z'))).toBe('workplace.afternoon');
    expect(greetingKey(new Date('2026-11-28T23:30:00Z'))).toBe('workplace.morning');
  });
});
