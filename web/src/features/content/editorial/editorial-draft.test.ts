import { expect, test } from 'vitest';
import { fromLocalInput, toLocalInput } from './editorial-draft.ts';

test('the editorial window is read and shown in UTC+8, not in the machine’s zone', () => {
  // 17:30 UTC is 01:30 the next day in UTC+8 (in UTC, the machine's zone here, it read 17:30)
  expect(toLocalInput('2026-11-28T17:30:00.000Z')).toBe('2026-11-29T01:30');
  expect(fromLocalInput('2026-11-29T01:30')).toBe('2026-11-28T17:30:00.000Z');
  expect(toLocalInput(null)).toBe('');
  expect(fromLocalInput('')).toBeNull();
});
