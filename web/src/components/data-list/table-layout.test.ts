import { describe, expect, test } from 'vitest';
import {
  buttonWidthPx,
  columnLayout,
  headerWidthPx,
  MIN_COLUMN_PX,
  oneLineFromPx,
  textWidthPx,
} from './table-layout.ts';

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

  test('a column is never declared narrower than its header needs, even shrunk by 12%', () => {
    const floor = headerWidthPx('Registered (UTC+8)', true);
    const layout = columnLayout(
      [
        { id: 'at', width: 120 },
        { id: 'x', width: 100 },
      ],
      {},
      [floor, 0],
    );
    expect(layout.widths[0]! * 0.88).toBeGreaterThanOrEqual(floor);
    expect(layout.widths[1]).toBe(100);
    // a dragged width is the operator's choice
    expect(columnLayout([{ id: 'at', width: 120 }], { at: 90 }, [floor]).widths).toEqual([90]);
  });

  test('a column that may be cut gives way alone once the others are at 88%, down to its cut', () => {
    const cols = [
      { id: 'a', width: 100 },
      { id: 'm', width: 200, cutTo: 120 },
    ];
    const layout = columnLayout(cols, {});
    // the same shares where there is room; the table scrolls only below 88% of the others + the cut
    expect(layout.shares).toEqual(columnLayout([cols[0]!, { id: 'm', width: 200 }], {}).shares);
    expect(layout.minWidth).toBe(88 + 120);
    expect(layout.css).toEqual([
      'max(88px, 33.3333cqw)',
      'max(120px, min(66.6667cqw, calc((100cqw - 88px) * 1)))',
    ]);
    // a dragged width is the operator's choice: not cut
    expect(columnLayout(cols, { m: 200 }).css).toBeUndefined();
    // without a column that may be cut, the plain shares
    expect(columnLayout([cols[0]!], {}).css).toBeUndefined();
  });

  test('text widths: Chinese a full em, narrow letters less than wide ones; a button adds its icon', () => {
    expect(textWidthPx('注册时间')).toBeGreaterThan(textWidthPx('time'));
    expect(textWidthPx('mmmm')).toBeGreaterThan(textWidthPx('iiii'));
    expect(headerWidthPx('Order', true)).toBeGreaterThan(headerWidthPx('Order', false));
    expect(buttonWidthPx('Take offline')).toBeGreaterThan(textWidthPx('Take offline') + 30);
  });

  test("a time column's header may wrap between its name and zone: its widest part is its floor", () => {
    expect(headerWidthPx(['Registered', '(UTC+8)'], true)).toBe(headerWidthPx('Registered', true));
    expect(headerWidthPx(['Registered', '(UTC+8)'], true)).toBeLessThan(
      headerWidthPx('Registered (UTC+8)', true),
    );
    expect(headerWidthPx(['注册时间', '（UTC+8）'], false)).toBe(
      Math.max(headerWidthPx('注册时间', false), headerWidthPx('（UTC+8）', false)),
    );
  });

  test('a header is counted in semibold: its floor holds its text 2% wider than the regular letters', () => {
    // "Member ID" in Blueprint's semibold th is 68 px of text (67 counted in regular letters): cut at 1280 px
    expect(headerWidthPx('Member ID', false)).toBeGreaterThanOrEqual(68 + 26);
    expect(headerWidthPx('Member ID', false) - 26).toBeGreaterThanOrEqual(
      Math.ceil(textWidthPx('Member ID') * 1.02),
    );
  });
  test("a table's time headers share one rule: one line each from the box width where the widest fits", () => {
    // /topic/list zh-CN: the sortable start and the plain end, 130 px each of 1000, at 88% of that the
    // narrowest (the table's minimum width, 880 px)
    const start = { zoned: true, sortable: true, title: '开始时间（UTC+8）' };
    const end = { zoned: true, sortable: false, title: '结束时间（UTC+8）' };
    const other = { zoned: false, sortable: false, title: '标题' };
    const layout = { widths: [130, 130, 740], shares: [13, 13, 74], minWidth: 880 };
    // the titles' widths as measured in Chromium's semibold 14 px
    const measured = (text: string) => ({ '开始时间（UTC+8）': 128.5, '结束时间（UTC+8）': 128.5 })[text];
    const from = oneLineFromPx([start, end, other], layout, measured) as number;
    // the sortable one (its 12 px icon and 4 px gap more) decides for both: text, padding, icon
    expect(from).toBe(Math.ceil(((128.5 + 22 + 16) * 100) / 13));
    // where the box is that wide, the sortable column is drawn wide enough for its header on one line,
    // and a pixel narrower it is not
    expect((from * 13) / 100).toBeGreaterThanOrEqual(128.5 + 22 + 16);
    expect(((from - 1) * 13) / 100).toBeLessThan(128.5 + 22 + 16);
    // nothing to measure with (no canvas): the estimate, which errs wide
    expect(oneLineFromPx([start, end, other], layout)).toBeGreaterThanOrEqual(from);
    // one time column alone, or none: the browser wraps it as any header
    expect(oneLineFromPx([start, other], layout, measured)).toBeUndefined();
    expect(oneLineFromPx([other], { widths: [100], shares: [100], minWidth: 88 })).toBeUndefined();
  });

  test('headers that fit in their narrowest column are one line at every width', () => {
    // /topic/list en-US at 1280 px: the table at its minimum width, the sortable "Starts (UTC+8)"
    // (97.6 px of text) drawn 136.4 px wide fits with 0.8 px to spare; the estimate put both on two lines
    const start = { zoned: true, sortable: true, title: 'Starts (UTC+8)' };
    const end = { zoned: true, sortable: false, title: 'Ends (UTC+8)' };
    const text = (t: string) => ({ 'Starts (UTC+8)': 97.6, 'Ends (UTC+8)': 92.2 })[t];
    const layout = { widths: [155, 155, 813], shares: [13.8, 13.8, 72.4], minWidth: 988 };
    expect(oneLineFromPx([start, end], layout, text)).toBeUndefined();
    // a header wider than its narrowest column still has its width from which it fits
    const wide = (t: string) => (t === start.title ? 130 : text(t));
    expect(oneLineFromPx([start, end], layout, wide)).toBe(Math.ceil(((130 + 22 + 16) * 100) / 13.8));
    // beside a cuttable column the others' narrowest is 88% of their width
    const cut = { ...layout, css: ['', '', ''], minWidth: 700 };
    expect(oneLineFromPx([start, end], cut, text)).toBeUndefined();
    expect(oneLineFromPx([start, end], cut, wide)).toBe(Math.ceil(((130 + 22 + 16) * 100) / 13.8));
  });
});
