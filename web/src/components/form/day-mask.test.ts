import { describe, expect, test } from 'vitest';
import {
  daySegments,
  fieldsOf,
  maskDay,
  parseValue,
  segmentAt,
  segmentRange,
  stepFields,
} from './day-mask.ts';

const en = daySegments('en-US');
const zh = daySegments('zh-CN');
const enTime = daySegments('en-US', true);
const zhTime = daySegments('zh-CN', true);

describe('the day form of each language (as formatDate and formatDateTime show days)', () => {
  test('en-US: MM/DD/YYYY, with the time MM/DD/YYYY, hh:mm; zh-CN: YYYY/MM/DD, YYYY/MM/DD hh:mm', () => {
    expect(en.map((s) => `${s.part}${s.separator}`).join('')).toBe('month/day/year');
    expect(zh.map((s) => `${s.part}${s.separator}`).join('')).toBe('year/month/day');
    expect(enTime.map((s) => `${s.part}${s.separator}`).join('')).toBe('month/day/year, hour:minute');
    expect(zhTime.map((s) => `${s.part}${s.separator}`).join('')).toBe('year/month/day hour:minute');
  });
});

describe('typing', () => {
  test('digits fill the parts in turn and the separators come by themselves', () => {
    expect(maskDay('11212026', en).text).toBe('11/21/2026');
    expect(maskDay('20261121', zh).text).toBe('2026/11/21');
    expect(maskDay('112', en).text).toBe('11/2');
    expect(maskDay('202611211403', zhTime).text).toBe('2026/11/21 14:03');
    expect(maskDay('112120261403', enTime).text).toBe('11/21/2026, 14:03');
    // more digits than the form holds are dropped
    expect(maskDay('1121202699', en).text).toBe('11/21/2026');
  });

  test('a separator closes a short part with a zero before it; a separator after a whole part does nothing more', () => {
    expect(maskDay('1/5/2026', en).text).toBe('01/05/2026');
    expect(maskDay('2026-1-5', zh).text).toBe('2026/01/5'); // the last part is not closed yet
    expect(maskDay('2026-1-5-', zh).text).toBe('2026/01/05');
    expect(maskDay('11/21/2026', en).text).toBe('11/21/2026');
    expect(maskDay('11//', en).text).toBe('11');
    expect(maskDay('2026/11/21 9:5', zhTime).text).toBe('2026/11/21 09:5');
  });

  test('Backspace over a separator takes it (none is kept after the last part begun)', () => {
    expect(maskDay('11/', en).text).toBe('11');
    expect(maskDay('11/2', en).text).toBe('11/2');
    expect(maskDay('', en).text).toBe('');
  });
});

describe('reading', () => {
  test('whole parts that make a day in the calendar', () => {
    expect(fieldsOf(maskDay('02292028', en).digits, en)).toMatchObject({ year: 2028, month: 2, day: 29 });
    expect(fieldsOf(maskDay('02292026', en).digits, en)).toBeNull(); // 2026 is not a leap year
    expect(fieldsOf(maskDay('13012026', en).digits, en)).toBeNull();
    expect(fieldsOf(maskDay('1121202', en).digits, en)).toBeNull(); // unfinished
    expect(fieldsOf(maskDay('202611212460', zhTime).digits, zhTime)).toBeNull();
    expect(fieldsOf(maskDay('202611212359', zhTime).digits, zhTime)).toMatchObject({ hour: 23, minute: 59 });
  });
});

describe('the arrow keys', () => {
  const f = parseValue('2026-01-31T23:59');
  if (!f) throw new Error('no fields');
  test('a day or a minute passes into the next month or hour; a month keeps the day the month has', () => {
    expect(stepFields(f, 'day', 1)).toMatchObject({ year: 2026, month: 2, day: 1 });
    expect(stepFields(f, 'month', 1)).toMatchObject({ month: 2, day: 28 });
    expect(stepFields(f, 'month', -1)).toMatchObject({ year: 2025, month: 12, day: 31 });
    expect(stepFields(f, 'year', -1)).toMatchObject({ year: 2025, month: 1, day: 31 });
    expect(stepFields(f, 'minute', 1)).toMatchObject({ month: 2, day: 1, hour: 0, minute: 0 });
  });

  test('the part under the caret, and its place in the text', () => {
    const digits = maskDay('11212026', en).digits;
    expect(segmentAt(0, digits, en)).toBe(0);
    expect(segmentAt(4, digits, en)).toBe(1);
    expect(segmentAt(10, digits, en)).toBe(2);
    expect(segmentRange(2, en)).toEqual([6, 10]);
    expect(segmentRange(3, enTime)).toEqual([12, 14]);
  });
});
