import { describe, expect, test } from 'vitest';
import { formatDateTime } from './format.js';

describe('formatDateTime', () => {
  test('ISO timestamps become local YYYY-MM-DD HH:mm', () => {
    const d = new Date(2024, 4, 1, 9, 5, 30);
    expect(formatDateTime(d.toISOString())).toBe('2024-05-01 09:05');
  });

  test('anything else is left alone', () => {
    expect(formatDateTime('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('2024-13-45T99:99')).toBe('2024-13-45T99:99');
  });
});
