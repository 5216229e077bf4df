import { describe, expect, test } from 'vitest';
import { greetingKey } from './greeting.ts';

describe('greetingKey', () => {
  test.each([
    [0, 'workplace.evening'],
    [4, 'workplace.evening'],
    [5, 'workplace.morning'],
    [11, 'workplace.morning'],
    [12, 'workplace.afternoon'],
    [17, 'workplace.afternoon'],
    [18, 'workplace.evening'],
    [23, 'workplace.evening'],
  ])('%i h → %s', (hour, key) => {
    expect(greetingKey(new Date(2025, 0, 1, hour, 30))).toBe(key);
  });
});
