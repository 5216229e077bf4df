import { describe, expect, test } from 'vitest';
import { activePreset, presetRange, rangeOf } from './overview-range.ts';

describe('overview range', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  test('reads only whole days from the URL', () => {
    expect(rangeOf(new URLSearchParams('from=2026-02-01&to=x'))).toEqual({ from: '2026-02-01' });
    expect(rangeOf(new URLSearchParams(''))).toEqual({});
  });

  test('presets end on the last full day (yesterday, UTC+8), as the server default', () => {
    expect(presetRange(7, now)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange(30, new Date('2026-03-01T20:00:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  test('the active preset: none in the URL is the 30-day default', () => {
    expect(activePreset({}, now)).toBe(30);
    expect(activePreset(presetRange(90, now), now)).toBe(90);
    expect(activePreset({ from: '2026-01-01', to: '2026-01-05' }, now)).toBeNull();
  });
});
