import { describe, expect, test } from 'vitest';
import {
  DAY_MS,
  dayMs,
  dayNumber,
  daysBetween,
  type MonthRow,
  rangeMonths,
  seriesJson,
  windowOf,
} from './monthly.js';

/** The definitions by Date arithmetic that daysBetween replaced. */
function daysByDate(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = dayMs(from); t <= dayMs(to); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
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

  test('windowOf: the days of a month row inside a window as text and their sum, whole months by their total', () => {
    const row = (month: string, days: number[], total: string | null = null): MonthRow => ({
      metric: 'm',
      dim: '',
      month,
      days: `{${days.join(',')}}`,
      total: total ?? String(days.reduce((a, b) => a + b, 0)),
    });
    const rows = [
      row('2026-02-01', [...Array.from({ length: 28 }, (_, i) => (i % 3 ? i * 7 : 0)), 0, 0, 0]),
      row('2024-02-01', [...Array.from({ length: 29 }, (_, i) => i * 1_000_003), 0, 0]),
      row('2026-12-01', [0, 0, 10, 0, 123456789012, ...Array(25).fill(0), 5]),
      row('2026-04-01', [...Array.from({ length: 30 }, (_, i) => 30 - i), 0]),
    ];
    // by Date: each day of the window in the row's month, its value
    const byDate = (r: MonthRow, first: string, last: string) => {
      const values = r.days.slice(1, -1).split(',');
      const inside = daysByDate(first, last)
        .filter((d) => d.slice(0, 7) === r.month.slice(0, 7))
        .map((d) => values[Number(d.slice(8)) - 1] as string);
      return inside.length === 0
        ? null
        : { text: inside.join(','), sum: inside.reduce((a, v) => a + Number(v), 0) };
    };
    for (const r of rows)
      for (const [first, last] of [
        [r.month, shiftTo(r.month, 40)],
        ['2020-01-01', '2030-01-01'],
        [shiftTo(r.month, 3), shiftTo(r.month, 3)],
        [shiftTo(r.month, 1), shiftTo(r.month, 20)],
        [shiftTo(r.month, -10), shiftTo(r.month, 5)],
        [shiftTo(r.month, 27), shiftTo(r.month, 60)],
        [shiftTo(r.month, 40), shiftTo(r.month, 60)],
        [shiftTo(r.month, -60), shiftTo(r.month, -1)],
      ] as const)
        expect(windowOf(r, first, last), `${r.month} in ${first}..${last}`).toEqual(byDate(r, first, last));
    // a whole month is its total, as the database keeps it
    const whole = row('2026-04-01', [...Array(30).fill(1), 0], '30');
    expect(windowOf(whole, '2026-01-01', '2026-12-31')).toEqual({
      text: Array(30).fill(1).join(','),
      sum: 30,
    });
  });

  test('seriesJson: a range series from its months, zeros where a month has no row', () => {
    const months = rangeMonths('2026-01-30', '2026-03-02');
    expect(months.lengths).toEqual([2, 28, 2]);
    expect([...months.index.keys()]).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(JSON.parse(seriesJson(months, ['4,5', undefined, '0,7']))).toEqual([
      4,
      5,
      ...Array(28).fill(0),
      0,
      7,
    ]);
    expect(JSON.parse(seriesJson(rangeMonths('2026-11-23', '2026-11-23'), []))).toEqual([0]);
    expect(JSON.parse(seriesJson(rangeMonths('2025-11-23', '2026-11-23'), [])).length).toBe(366);
  });
});

function shiftTo(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}
