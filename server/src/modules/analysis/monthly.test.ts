import { describe, expect, test } from 'vitest';
import { DAY_MS, dayMs, dayNumber, daysBetween, eachDayOf, type MonthRow } from './monthly.js';

/** The definitions by Date arithmetic that daysBetween and eachDayOf replaced. */
function daysByDate(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = dayMs(from); t <= dayMs(to); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
function eachByDate(row: MonthRow, origin: string): [number, number][] {
  const out: [number, number][] = [];
  const start = new Date(dayMs(row.month));
  const base = Math.round((start.getTime() - dayMs(origin)) / DAY_MS);
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const values = row.days.slice(1, -1).split(',');
  for (let k = 0; k < length && k < values.length; k++) {
    const value = Number(values[k]);
    if (value !== 0) out.push([base + k, value]);
  }
  return out;
}

describe('day lists and month rows without a Date per day', () => {
  test('daysBetween: the same days across month, leap-year and year edges', () => {
    for (const [from, to] of [
      ['2025-11-29', '2026-11-29'],
      ['2023-12-30', '2024-03-02'],
      ['2099-12-31', '2100-03-01'],
      ['1999-12-31', '2000-03-01'],
      ['2026-01-31', '2026-01-31'],
      ['2026-02-01', '2026-01-31'],
    ] as const)
      expect(daysBetween(from, to), `${from}..${to}`).toEqual(daysByDate(from, to));
  });

  test('dayNumber: the days since 1970-01-01 that Date counts, every day from 1899 to 2101', () => {
    const wrong: string[] = [];
    for (let t = dayMs('1899-01-01'); t <= dayMs('2101-12-31'); t += DAY_MS) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (dayNumber(day) !== t / DAY_MS) wrong.push(day);
    }
    expect(wrong).toEqual([]);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-02-29')).toBe(11_016);
  });

  test('eachDayOf: the same offsets and values, zeros and days a month lacks skipped', () => {
    const rows: MonthRow[] = [
      {
        metric: 'm',
        dim: '',
        month: '2026-02-01',
        days: `{${Array.from({ length: 31 }, (_, i) => (i % 3 ? i * 7 : 0)).join(',')}}`,
        total: null,
      },
      {
        metric: 'm',
        dim: '',
        month: '2024-02-01',
        days: `{${Array.from({ length: 31 }, (_, i) => i - 15).join(',')}}`,
        total: null,
      },
      {
        metric: 'm',
        dim: '',
        month: '2026-12-01',
        days: '{0,0,10,0,123456789012,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5}',
        total: null,
      },
      { metric: 'm', dim: '', month: '2026-04-01', days: '{}', total: null },
    ];
    for (const row of rows)
      for (const origin of ['2026-01-15', '2025-12-31', row.month]) {
        const got: [number, number][] = [];
        eachDayOf(row, origin, (i, v) => got.push([i, v]));
        expect(got, `${row.month} from ${origin}`).toEqual(eachByDate(row, origin));
      }
  });
});
