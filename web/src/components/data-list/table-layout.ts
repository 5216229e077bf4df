import type { ListColumn } from './types.ts';

/** A cell's horizontal padding (data-list.css: 11 px each side). */
export const CELL_PAD_PX = 22;

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
  /**
   * With a column that may be cut (`cutTo`): each `<col>`'s width as CSS, in the table box's width
   * (`cqw`, the box is a size container) instead of `shares`: see cuttableLayout.
   */
  css?: string[];
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const NARROW = /[iljtfrI.,:;'!|()[\]\s-]/;
const WIDE = /[A-HK-Zmw@%]/;

/**
 * About how wide a text is in the console's 14 px font, from its characters (nothing is measured;
 * it errs on the wide side): a Chinese character is a full em, narrow letters and spaces a third.
 */
export function textWidthPx(text: string): number {
  let px = 0;
  for (const ch of text) px += CJK.test(ch) ? 14.5 : NARROW.test(ch) ? 4.6 : WIDE.test(ch) ? 10 : 7.6;
  return Math.ceil(px);
}

/**
 * Headers are set in semibold (Blueprint's th, 600), up to 2% wider than textWidthPx's regular
 * letters: "Member ID" came out one pixel short of its bold text and was cut at 1280 px.
 */
const HEADER_BOLD = 1.02;

/**
 * The narrowest a header reads in full: its title in semibold, the sort icon, the cell's padding, the
 * drag handle. A title given in parts (a time column's name and zone) may wrap between them onto two
 * lines: its widest part counts.
 */
export function headerWidthPx(title: string | readonly string[], sortable: boolean): number {
  const parts = typeof title === 'string' ? [title] : title;
  const text = Math.max(0, ...parts.map((p) => textWidthPx(p)));
  return Math.ceil(text * HEADER_BOLD) + (sortable ? 22 : 0) + 26;
}

/** A sort button's icon beside its name: 12 px and a 4 px gap (data-list.css, `.od-sort-button`). */
const SORT_ICON_PX = 16;

/**
 * The table box's width (px) from which every time column's header reads on one line (`Starts (UTC+8)`),
 * or undefined where that is every width (or the table has fewer than two: one alone wraps where the
 * browser finds it too narrow, as any header). Below it each of them shows its name and zone on two
 * lines, all alike (data-list.css, `--od-zone-line`): a sortable one, narrower by its sort icon,
 * wrapped beside a plain one that did not (/topic/list zh-CN at 1440 px). A column is drawn its share
 * of the box, and never narrower than 88% of its width (the table's minimum: it scrolls sideways
 * instead; a table with a cuttable column keeps the others there too, cuttableLayout): a header that
 * fits in that is one line at every width, another from `line / share` up.
 *
 * `textPx` is a title's width in the header's font, measured (header-text-width.ts): the estimate
 * (textWidthPx, which errs wide for the columns' floors) put both of /topic/list's en-US headers on
 * two lines at 1280 px, where they fit on one with 0.8 px to spare; zh-CN at 1440 px the sortable
 * start misses one line by 0.4 px. Where nothing can measure (no canvas), the estimate stands in.
 */
export function oneLineFromPx(
  columns: readonly { zoned?: boolean | undefined; sortable: boolean; title: string }[],
  layout: Pick<ColumnLayout, 'widths' | 'shares' | 'minWidth' | 'css'>,
  textPx: (text: string) => number | undefined = () => undefined,
): number | undefined {
  if (columns.filter((c) => c.zoned).length < 2) return undefined;
  let from: number | undefined;
  columns.forEach((c, i) => {
    const share = layout.shares[i] ?? 0;
    if (!c.zoned || share <= 0) return;
    const text = textPx(c.title) ?? textWidthPx(c.title) * HEADER_BOLD;
    const line = text + CELL_PAD_PX + (c.sortable ? SORT_ICON_PX : 0);
    // the narrowest it is drawn: its share of the table's minimum width (or 88% of its width beside
    // a cuttable column)
    const least = layout.css ? (layout.widths[i] ?? 0) * MAX_SHRINK : (share * layout.minWidth) / 100;
    if (line <= least) return;
    from = Math.max(from ?? 0, Math.ceil((line * 100) / share));
  });
  return from;
}

/** The width of a small minimal button with an icon (a row's action), with its gap. */
export function buttonWidthPx(text: string): number {
  return textWidthPx(text) + 16 + 7 + 14 + 4;
}

/**
 * The table fills the page: each column keeps its share of the declared (or dragged) widths, so
 * columns grow in proportion, and shrink by at most 12% before the table scrolls sideways (or, with
 * a column that may be cut, `cutTo`, before that column gives way: cuttableLayout). A column
 * is never declared narrower than its header needs (`floors`, from headerWidthPx), even once shrunk,
 * so no title is cut. The browser applies it (`table-layout: fixed`, a width per `<col>`): the list
 * never measures itself.
 */
export function columnLayout(
  columns: readonly (Pick<ListColumn<unknown>, 'id' | 'width'> & { cutTo?: number | undefined })[],
  resized: ColumnWidthState,
  floors: readonly number[] = [],
): ColumnLayout {
  const widths = columns.map((c, i) =>
    Math.max(MIN_COLUMN_PX, resized[c.id] ?? Math.max(c.width, Math.ceil((floors[i] ?? 0) / MAX_SHRINK))),
  );
  const sum = widths.reduce((a, b) => a + b, 0);
  const shares = widths.map((w) => (sum > 0 ? (w * 100) / sum : 0));
  const proportional = { widths, shares, minWidth: Math.round(sum * MAX_SHRINK) };
  // the columns that may be cut (not one the operator dragged), and the narrowest each column is
  // drawn: 88% of its width, or what it may be cut to (the caller keeps that above its header)
  const cut = columns.map((c) => c.cutTo !== undefined && resized[c.id] === undefined);
  const lows = columns.map((c, i) => {
    const width = widths[i] as number;
    return cut[i] ? Math.min(width * MAX_SHRINK, Math.max(MIN_COLUMN_PX, c.cutTo ?? 0)) : width * MAX_SHRINK;
  });
  const low = lows.reduce((a, b) => a + b, 0);
  if (sum * MAX_SHRINK - low < 1) return proportional;
  return { ...proportional, minWidth: Math.ceil(low), css: cuttableLayout(widths, lows, cut) };
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;
const cqw = (n: number) => `${Math.round(n * 10000) / 10000}cqw`;

/**
 * The `<col>` widths of a table with a cuttable column, in the box's width W (100cqw). Down to 88% of
 * the declared widths every column keeps its share, as without one. Narrower, the other columns stay
 * at 88% and the cuttable one gives way alone (`W − the others`), down to what it may be cut to; then
 * the table scrolls sideways. /order/iap at 1280 px fits its nine columns with the member's nickname
 * cut (it scrolled sideways by 67 px), and at 1440 px and on the lists that fitted nothing changes.
 * `max()`/`min()` of `calc()`s: the browser resolves them, nothing is measured.
 */
function cuttableLayout(
  widths: readonly number[],
  lows: readonly number[],
  cut: readonly boolean[],
): string[] {
  const sum = widths.reduce((a, b) => a + b, 0);
  const others = widths.reduce((a, w, i) => a + (cut[i] ? 0 : w * MAX_SHRINK), 0);
  const cutSum = widths.reduce((a, w, i) => a + (cut[i] ? w : 0), 0);
  return widths.map((width, i) => {
    const share = cqw((width * 100) / sum);
    const low = lows[i] as number;
    if (!cut[i]) return `max(${px(low)}, ${share})`;
    // what the others leave, split between the cuttable columns by their widths
    const part = Math.round((width / cutSum) * 10000) / 10000;
    return `max(${px(low)}, min(${share}, calc((100cqw - ${px(others)}) * ${part})))`;
  });
}
