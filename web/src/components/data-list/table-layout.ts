import type { ListColumn } from './types.ts';

/** Row height of the list tables (room for a tag). */
export const ROW_HEIGHT_PX = 32;
/** Height of Blueprint's column header row, plus the table's borders. */
const HEADER_PX = 31;
/** Room for a horizontal scroll bar when the columns are wider than the page. */
const SCROLLBAR_PX = 16;
/** Never narrower than this, even on a narrow screen. */
const MIN_COLUMN_PX = 56;

/** The most the columns shrink to fit the page before the table scrolls sideways instead. */
const MAX_SHRINK = 0.88;

/** Column widths the operator dragged, by column id. */
export type ColumnWidthState = Readonly<Record<string, number>>;

/**
 * The widths of the visible columns: each column's own (or dragged) width, scaled in proportion to
 * the available width, so the table fills the page (growing freely, shrinking by at most 12%).
 */
export function fillWidths(
  columns: readonly Pick<ListColumn<unknown>, 'id' | 'width'>[],
  resized: ColumnWidthState,
  available: number,
): number[] {
  const base = columns.map((c) => Math.max(MIN_COLUMN_PX, resized[c.id] ?? c.width));
  const sum = base.reduce((a, b) => a + b, 0);
  const room = Math.floor(available) - 2;
  // Wider than the page by a little: shrink to fit (cells truncate with an ellipsis); by a lot: scroll.
  if (sum <= 0 || room < sum * MAX_SHRINK) return base;
  const widths = base.map((w) => Math.max(MIN_COLUMN_PX, Math.floor((w * room) / sum)));
  const rest = room - widths.reduce((a, b) => a + b, 0);
  if (widths.length > 0) widths[widths.length - 1] = (widths[widths.length - 1] ?? 0) + rest;
  return widths;
}

/** The table's height for these rows: the header, the rows, and a scroll bar when it scrolls sideways. */
export function tableHeight(numRows: number, widths: readonly number[], available: number): number {
  const sum = widths.reduce((a, b) => a + b, 0);
  return HEADER_PX + numRows * ROW_HEIGHT_PX + (sum > Math.floor(available) - 2 ? SCROLLBAR_PX : 0) + 1;
}
