import { describe, expect, test } from 'vitest';
import { terminalDateTime, terminalZonedDateTime } from './format.js';

describe('terminalDateTime', () => {
  test('ISO timestamps become YYYY-MM-DD HH:mm in the business time zone (UTC+8), whatever the machine zone', () => {
    expect(terminalDateTime('2024-05-01T01:05:30.000Z')).toBe('2024-05-01 09:05');
    expect(terminalDateTime('2024-04-30T20:00:00Z')).toBe('2024-05-01 04:00');
    expect(terminalDateTime('2024-05-01T09:05:00+08:00')).toBe('2024-05-01 09:05');
  });

  test('outside a table the time carries the zone label', () => {
    expect(terminalZonedDateTime('2024-04-30T16:00:00.000Z')).toBe('2024-05-01 00:00 UTC+8');
    expect(terminalZonedDateTime('never')).toBe('never');
  });

  test('anything else is left alone', () => {
    expect(terminalDateTime('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
    expect(terminalDateTime('yesterday')).toBe('yesterday');
    expect(terminalDateTime('2024-13-45T99:99')).toBe('2024-13-45T99:99');
  });
});
