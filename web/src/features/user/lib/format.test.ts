import { describe, expect, test } from 'vitest';
import { formatDate, safeHref } from './format.ts';

describe('formatDate', () => {
  test('formats ISO and PostgreSQL-style dates in the UI language', () => {
    expect(formatDate('2024-03-05', 'en-US')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05 10:20:00+00', 'zh-CN')).toContain('2024');
    expect(formatDate('2024-03-05T10:20:00Z', 'en-US')).toContain('2024');
  });

  test('a time is shown in UTC+8, as /user/setting and every list show it, whatever the browser’s zone', () => {
    // 17:30 UTC is 01:30 the next day in UTC+8
    expect(formatDate('2026-11-28 17:30:00+00', 'en-US', true)).toMatch(/^Nov 29, 2026, 01:30$/);
    expect(formatDate('2026-11-28T17:30:00Z', 'en-US', true)).toMatch(/^Nov 29, 2026, 01:30$/);
    expect(formatDate('2026-11-28T17:30:00Z', 'en-US')).toBe('November 29, 2026');
  });

  test('keeps unparseable text and empty values', () => {
    expect(formatDate('sometime', 'en-US')).toBe('sometime');
    expect(formatDate('', 'en-US')).toBe('');
  });
});

describe('safeHref', () => {
  test('only http(s) URLs', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});
