import { describe, expect, test } from 'vitest';
import { translate } from '../i18n/translate.js';
import {
  BUSINESS_ISO_OFFSET,
  BUSINESS_TIME_ZONE,
  BUSINESS_TIME_ZONE_LABEL,
  businessDateTime,
  businessInputValue,
  ianaZoneOf,
  instantOfBusinessInput,
  isoOffsetOf,
  utcOffsetLabel,
} from './business-time.js';

describe('the business time zone', () => {
  test('is UTC+8, named the same way for labels, Intl and ISO offsets', () => {
    expect(BUSINESS_TIME_ZONE_LABEL).toBe('UTC+8');
    expect(BUSINESS_TIME_ZONE).toBe('Etc/GMT-8');
    expect(BUSINESS_ISO_OFFSET).toBe('+08:00');
    const at = new Date('2026-11-20T16:30:00Z');
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(at);
    expect(intl).toBe('21/11/2026, 00:30');
  });

  test('other offsets: labels, Etc zones (inverted signs) and ISO suffixes', () => {
    expect([utcOffsetLabel(0), utcOffsetLabel(-5), utcOffsetLabel(14)]).toEqual(['UTC', 'UTC-5', 'UTC+14']);
    expect([ianaZoneOf(0), ianaZoneOf(-5), ianaZoneOf(9)]).toEqual(['Etc/UTC', 'Etc/GMT+5', 'Etc/GMT-9']);
    expect([isoOffsetOf(0), isoOffsetOf(-5), isoOffsetOf(10)]).toEqual(['+00:00', '-05:00', '+10:00']);
  });

  test('businessDateTime: YYYY-MM-DD HH:mm(:ss) in the zone; null for a non-time', () => {
    expect(businessDateTime('2026-11-20T16:30:05.000Z')).toBe('2026-11-21 00:30');
    expect(businessDateTime(new Date('2026-11-20T16:30:05.000Z'), true)).toBe('2026-11-21 00:30:05');
    expect(businessDateTime('soon')).toBeNull();
  });

  test('{{zone}} in any string is the label, in both languages', () => {
    expect(translate('en-US', 'cli.members.show.ledgerColumns.time')).toBe('TIME (UTC+8)');
    expect(translate('zh-CN', 'cli.members.show.ledgerColumns.time')).toBe('时间（UTC+8）');
  });
});

describe('a day-and-time input in the business time zone, whatever the machine’s zone', () => {
  test('an instant is the input value of its UTC+8 day and time, and back', () => {
    // 2026-11-28 17:30 UTC is 2026-11-29 01:30 in UTC+8: the day moves too
    expect(businessInputValue('2026-11-28T17:30:00.000Z')).toBe('2026-11-29T01:30');
    expect(instantOfBusinessInput('2026-11-29T01:30')).toBe('2026-11-28T17:30:00.000Z');
    expect(instantOfBusinessInput('2026-11-29')).toBe('2026-11-28T16:00:00.000Z');
    expect(instantOfBusinessInput(businessInputValue('2026-01-31T23:59:00.000Z'))).toBe(
      '2026-01-31T23:59:00.000Z',
    );
  });

  test('none is none; what is not a time is given back as it is', () => {
    expect(businessInputValue(null)).toBe('');
    expect(businessInputValue('')).toBe('');
    expect(businessInputValue('soon')).toBe('');
    expect(instantOfBusinessInput('  ')).toBeNull();
    expect(instantOfBusinessInput('soon')).toBe('soon');
  });
});
