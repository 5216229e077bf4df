import { afterEach, describe, expect, test } from 'vitest';
import {
  businessToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMediumDateTime,
  formatPlainDateTime,
  formatPlainZonedDateTime,
  formatZonedDateTime,
  parseApiTime,
} from './business-format.js';

const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

// 16:30 UTC on the 21st is 00:30 on the 22nd in the business time zone (UTC+8)
const LATE = '2026-11-21T16:30:00Z';

describe('the formatter family of business times', () => {
  test('every style shows the business day and time, whatever the machine zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai']) {
      process.env.TZ = zone;
      expect(formatDateTime(LATE, 'en-US')).toBe('11/22/2026, 00:30');
      expect(formatDateTime(LATE, 'zh-CN')).toBe('2026/11/22 00:30');
      expect(formatMediumDateTime(LATE, 'en-US')).toBe('Nov 22, 2026, 00:30');
      expect(formatZonedDateTime(LATE, 'en-US')).toBe('Nov 22, 2026, 00:30 UTC+8');
      expect(formatDate(LATE, 'en-US')).toBe('11/22/2026');
      expect(formatLongDate(LATE, 'en-US')).toBe('November 22, 2026');
      // the terminal's and a CSV's form: the same instant, locale-free
      expect(formatPlainDateTime(LATE)).toBe('2026-11-22 00:30');
      expect(formatPlainDateTime(LATE, true)).toBe('2026-11-22 00:30:00');
      expect(formatPlainZonedDateTime(LATE)).toBe('2026-11-22 00:30 UTC+8');
      expect(businessToday(new Date(LATE))).toBe('2026-11-22');
    }
  });

  test('the console and the CLI show one time the same: same day, same hour and minute', () => {
    const registered = '2025-03-04T17:30:00.000Z';
    const cli = formatPlainDateTime(registered);
    expect(cli).toBe('2025-03-05 01:30');
    expect(formatMediumDateTime(registered, 'zh-CN')).toContain('2025年3月5日');
    expect(formatMediumDateTime(registered, 'zh-CN')).toContain('01:30');
    expect(formatMediumDateTime(registered, 'en-US')).toBe('Mar 5, 2025, 01:30');
    expect(formatLongDate(registered, 'zh-CN')).toBe('2025年3月5日');
  });

  test('one clock in en-US as in zh-CN: lists and drawers both read the 24-hour time', () => {
    const afternoon = '2026-11-29T11:04:00Z'; // 19:04 in UTC+8
    expect(formatDateTime(afternoon, 'en-US')).toBe('11/29/2026, 19:04');
    expect(formatMediumDateTime(afternoon, 'en-US')).toBe('Nov 29, 2026, 19:04');
    expect(formatZonedDateTime(afternoon, 'en-US')).toBe('Nov 29, 2026, 19:04 UTC+8');
    expect(formatZonedDateTime(afternoon, 'en-US')).not.toMatch(/[AP]M/);
  });

  test('API text forms, Dates and epoch ms are read; none is empty; anything else is shown as it is', () => {
    expect(parseApiTime('2026-01-01 00:16:39+00')?.toISOString()).toBe('2026-01-01T00:16:39.000Z');
    expect(formatPlainDateTime('2026-01-01 00:16:39+00', true)).toBe('2026-01-01 08:16:39');
    expect(formatDateTime(new Date(LATE), 'en-US')).toBe('11/22/2026, 00:30');
    expect(formatDateTime(Date.parse(LATE), 'en-US')).toBe('11/22/2026, 00:30');
    expect(formatDate('2026-11-21', 'zh-CN')).toBe('2026/11/21');
    for (const none of [null, undefined, '']) {
      expect(formatDateTime(none, 'en-US')).toBe('');
      expect(formatMediumDateTime(none, 'en-US')).toBe('');
      expect(formatPlainDateTime(none)).toBe('');
    }
    expect(formatMediumDateTime('never', 'en-US')).toBe('never');
    expect(formatZonedDateTime('never', 'en-US')).toBe('never');
    expect(formatPlainZonedDateTime('soon')).toBe('soon');
  });
});
