import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { formatPercent } from '../../lib/intl-formats.ts';
import {
  businessToday,
  columnTitle,
  columnTitleParts,
  daysBefore,
  formatCount,
  formatDate,
  formatDateTime,
  formatMediumDateTime,
  formatSigned,
  formatYuan,
  formatZonedDateTime,
  parseApiTime,
  timeForCsv,
  yuanForCsv,
  zonedTitle,
} from './format.ts';

describe('list formats', () => {
  test('money in fen is shown as ¥ with two fen digits, on integers', () => {
    expect(formatYuan(0, 'en-US')).toBe('¥0.00');
    expect(formatYuan(600, 'en-US')).toBe('¥6.00');
    expect(formatYuan(123_450, 'en-US')).toBe('¥1,234.50');
    expect(formatYuan(123_450, 'zh-CN')).toBe('¥1,234.50');
    expect(formatYuan(-5, 'en-US')).toBe('\u2212¥0.05');
    expect(yuanForCsv(123_405)).toBe('1234.05');
    expect(yuanForCsv(-99)).toBe('-0.99');
  });

  test('counts and signed changes', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatSigned(20, 'en-US')).toBe('+20');
    expect(formatSigned(-20, 'en-US')).toBe('\u221220');
    expect(formatSigned(-20, 'zh-CN')).toBe('\u221220');
    // one minus sign for every shown number: cells, cards and chart axes
    expect(formatCount(-1234, 'en-US')).toBe('\u22121,234');
    expect(formatCount(-1234, 'zh-CN')).toBe('\u22121,234');
    expect(formatSigned(0, 'en-US')).toBe('0');
  });

  test('times are read from ISO and PostgreSQL text and shown in China Standard Time', () => {
    expect(parseApiTime('2026-01-01 00:16:39+00')?.toISOString()).toBe('2026-01-01T00:16:39.000Z');
    expect(parseApiTime('nope')).toBeNull();
    expect(formatDateTime('2026-11-21T16:30:00Z', 'en-US')).toBe('11/22/2026, 00:30');
    expect(formatDateTime('2026-11-21T16:30:00Z', 'zh-CN')).toBe('2026/11/22 00:30');
    expect(formatDateTime(null, 'en-US')).toBe('');
    expect(formatDate('2026-11-21', 'zh-CN')).toBe('2026/11/21');
    expect(formatDate('2026-11-21T16:30:00Z', 'en-US')).toBe('11/22/2026');
    expect(timeForCsv('2026-11-21T16:30:05Z')).toBe('2026-11-22 00:30:05');
  });

  test('drawer times in the business zone, with the zone named in titles and sentences', () => {
    expect(formatMediumDateTime('2026-11-21T16:30:00Z', 'en-US')).toBe('Nov 22, 2026, 00:30');
    expect(formatZonedDateTime('2026-11-21T16:30:00Z', 'en-US')).toBe('Nov 22, 2026, 00:30 UTC+8');
    expect(formatZonedDateTime(null, 'en-US')).toBe('');
    const t = ((key: string, params?: Record<string, string>) =>
      key === 'time.inZone'
        ? `${params?.title} (${params?.zone})`
        : key.toUpperCase()) as unknown as TFunction;
    expect(zonedTitle(t, 'created')).toBe('CREATED (UTC+8)');
    expect(columnTitle(t, { title: 'created', zoned: true })).toBe('CREATED (UTC+8)');
    expect(columnTitle(t, { title: 'status' })).toBe('STATUS');
    // the parts a narrow header wraps between: the name and the zone, in either language's form
    expect(columnTitleParts(t, { title: 'created', zoned: true })).toEqual(['CREATED', '(UTC+8)']);
    expect(columnTitleParts(t, { title: 'status' })).toEqual(['STATUS']);
    const zh = ((key: string, params?: Record<string, string>) =>
      key === 'time.inZone' ? `${params?.title}（${params?.zone}）` : '注册时间') as unknown as TFunction;
    expect(columnTitleParts(zh, { title: 'registered', zoned: true })).toEqual(['注册时间', '（UTC+8）']);
  });

  test('business days', () => {
    expect(businessToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});

test('percentages carry the same minus sign as counts: a rise +, a fall \u2212, a zero (or one rounded to zero) none', () => {
  expect(formatPercent(83.8, { plus: true })).toBe('+83.8%');
  expect(formatPercent(-50, { plus: true })).toBe('\u221250%');
  expect(formatPercent(-12.345, { digits: 1 })).toBe('\u221212.3%');
  expect(formatPercent(0, { digits: 1, plus: true })).toBe('0.0%');
  expect(formatPercent(-0.04, { digits: 1, plus: true })).toBe('0.0%');
});
