import { describe, expect, test } from 'vitest';
import { buildCsv, csvCell, csvFileName, UTF8_BOM } from './csv.ts';

describe('CSV', () => {
  test('plain cells stay as they are; empty values are empty', () => {
    expect(csvCell('Lin')).toBe('Lin');
    expect(csvCell('福币')).toBe('福币');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-20)).toBe('-20');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  test('quotes, commas, line breaks and edge spaces are quoted, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  test('text that would start a formula is defused', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@me')).toBe("'@me");
  });

  test('a document starts with the BOM, has a header line and CRLF line ends', () => {
    const csv = buildCsv(
      ['Member ID', 'Nickname', 'Coins'],
      [
        ['10000001', 'Lin, Mei', 120],
        ['10000002', null, 0],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Member ID,Nickname,Coins\r\n10000001,"Lin, Mei",120\r\n10000002,,0\r\n');
    expect(buildCsv(['Only'], []).slice(1)).toBe('Only\r\n');
  });

  test('the file name carries the list and the time in UTC+8 whatever the zone of the browser', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'UTC', 'Asia/Shanghai']) {
        process.env.TZ = tz;
        // 17:30 UTC is 01:30 the next day in UTC+8 (New York: 12:30 the same day)
        expect(csvFileName('members', new Date('2026-11-21T17:30:00Z'))).toBe('members-20261122-0130.csv');
        expect(csvFileName('orders-vip', new Date('2026-11-21T01:05:00Z'))).toBe(
          'orders-vip-20261121-0905.csv',
        );
      }
      process.env.TZ = 'America/New_York';
      expect(new Date('2026-11-21T17:30:00Z').getHours()).toBe(12);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
