import { describe, expect, test } from 'vitest';
import { fillWidths, ROW_HEIGHT_PX, tableHeight } from './table-layout.ts';

const cols = [
  { id: 'a', width: 100 },
  { id: 'b', width: 300 },
];

describe('table layout', () => {
  test('columns grow in proportion to fill the width, to the pixel', () => {
    const widths = fillWidths(cols, {}, 802);
    expect(widths).toEqual([200, 600]);
    expect(fillWidths(cols, {}, 601).reduce((a, b) => a + b)).toBe(599);
  });

  test('a little too wide: they shrink to fit; far too wide: they keep their widths and scroll', () => {
    expect(fillWidths(cols, {}, 362)).toEqual([90, 270]);
    expect(fillWidths(cols, {}, 300)).toEqual([100, 300]);
    expect(tableHeight(2, [100, 300], 300)).toBeGreaterThan(tableHeight(2, [90, 270], 362));
  });

  test('a dragged width wins over the declared one', () => {
    expect(fillWidths(cols, { a: 200 }, 0)).toEqual([200, 300]);
  });

  test('the height holds the header and the rows', () => {
    expect(tableHeight(10, [200, 600], 802)).toBe(31 + 10 * ROW_HEIGHT_PX + 1);
  });
});
