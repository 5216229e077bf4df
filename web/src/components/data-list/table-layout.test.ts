import { describe, expect, test } from 'vitest';
import { columnLayout, MIN_COLUMN_PX } from './table-layout.ts';

const cols = [
  { id: 'a', width: 100 },
  { id: 'b', width: 300 },
];

describe('table layout', () => {
  test('each column takes its share of the width', () => {
    expect(columnLayout(cols, {}).shares).toEqual([25, 75]);
  });

  test('the columns shrink by at most 12% before the table scrolls sideways', () => {
    expect(columnLayout(cols, {}).minWidth).toBe(352);
  });

  test('a dragged width wins over the declared one, and never goes below the minimum', () => {
    expect(columnLayout(cols, { a: 200 }).widths).toEqual([200, 300]);
    expect(columnLayout(cols, { a: 200 }).shares).toEqual([40, 60]);
    expect(columnLayout(cols, { b: 3 }).widths).toEqual([100, MIN_COLUMN_PX]);
  });

  test('no columns: nothing to share', () => {
    expect(columnLayout([], {})).toEqual({ widths: [], shares: [], minWidth: 0 });
  });
});
