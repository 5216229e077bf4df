import type { ListColumn } from './types.ts';

/** Never narrower than this, even on a narrow screen. */
export const MIN_COLUMN_PX = 56;

/** The most the columns shrink to fit the page before the table scrolls sideways instead. */
const MAX_SHRINK = 0.88;

/** Column widths the operator dragged, by column id. */
export type ColumnWidthState = Readonly<Record<string, number>>;

/** How the table lays its columns out, in CSS the browser resolves (nothing is measured). */
export interface ColumnLayout {
  /** Each visible column's width in pixels (its own, or the dragged one). */
  widths: number[];
  /** Each column's share of the table's width, in percent. */
  shares: number[];
  /** The table's minimum width: below it the table scrolls sideways instead of shrinking. */
  minWidth: number;
}

/**
 * The table fills the page: each column keeps its share of the declared (or dragged) widths, so
 * columns grow in proportion, and shrink by at most 12% before the table scrolls sideways. The
 * browser applies it (`table-layout: fixed`, a width per `<col>`): the list never measures itself.
 */
export function columnLayout(
  columns: readonly Pick<ListColumn<unknown>, 'id' | 'width'>[],
  resized: ColumnWidthState,
): ColumnLayout {
  const widths = columns.map((c) => Math.max(MIN_COLUMN_PX, resized[c.id] ?? c.width));
  const sum = widths.reduce((a, b) => a + b, 0);
  const shares = widths.map((w) => (sum > 0 ? (w * 100) / sum : 0));
  return { widths, shares, minWidth: Math.round(sum * MAX_SHRINK) };
}
