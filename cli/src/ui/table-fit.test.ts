import { describe, expect, test } from 'vitest';
import { columnFits, fitTable } from './table-fit.js';

/** The first column stays; the third goes last; the fifth may shorten to 24. */
const APPROVAL_FITS = columnFits(0, 3, 2, 5, [1, 24], 4);

const headers = ['ID', 'KIND', 'STATUS', 'REQUESTER', 'CHANGE', 'CREATED'];
const row = [
  '1',
  'Coin re-issue',
  'Pending',
  '周晓 Zhou Xiao',
  `member 1 +20000 coins · ${'prize '.repeat(6)}`,
  '2026-11-24 02:19',
];

describe('fitTable', () => {
  test('wide enough: every column at its natural width', () => {
    const fit = fitTable(headers, [row], 200, APPROVAL_FITS);
    expect(fit.dropped).toEqual([]);
    expect(fit.widths).toEqual([2, 13, 7, 14, 60, 16]);
  });

  test('narrow: drops by priority until the shortened row fits, then gives the room back', () => {
    const fit = fitTable(headers, [row], 60, APPROVAL_FITS);
    expect(fit.keep).toEqual([0, 1, 2, 4]);
    expect(fit.dropped).toEqual([3, 5]);
    // 2 + 13 + 7 + change + 3 gaps of 2 = 60
    expect(fit.widths).toEqual([2, 13, 7, 32]);
  });

  test('by default the first column stays and the others go from the right', () => {
    const fit = fitTable(['A', 'B', 'C'], [['x'.repeat(10), 'y'.repeat(10), 'z'.repeat(10)]], 23);
    expect(fit.keep).toEqual([0, 1]);
  });

  test('a single column wider than the terminal is cut to it', () => {
    expect(fitTable(['T'], [['x'.repeat(100)]], 30).widths).toEqual([30]);
  });
});
