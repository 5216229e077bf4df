import { displayWidth, oneLine } from './plain.js';

/** How a column gives way on a narrow terminal. */
export interface ColumnFit {
  /** 0: never dropped; the higher, the sooner it goes when the row does not fit. */
  priority: number;
  /** When set, the column may be shortened (its cells cut with …) down to this width first. */
  min?: number;
  /** Shortened before the other shortenable columns (which go widest first). */
  cutFirst?: boolean;
}

/** Column fits in order: a number is a priority, `[priority, min]` also lets the column shorten. */
export function columnFits(...rules: readonly (number | readonly [number, number])[]): ColumnFit[] {
  return rules.map((r) => (typeof r === 'number' ? { priority: r } : { priority: r[0], min: r[1] }));
}

/** How a column's cells stand in its width. */
export type ColumnAlign = 'left' | 'right';

/** The columns a table keeps at a width, and how wide each is drawn. */
export interface TableFit {
  /** Indexes of the kept columns, in order. */
  keep: number[];
  /** The width of each kept column (same order as `keep`). */
  widths: number[];
  /** How each kept column is aligned (same order as `keep`): numbers to the right. */
  align: ColumnAlign[];
  /** Indexes of the dropped columns. */
  dropped: number[];
}

/**
 * A number as a table shows it: a sign, a currency sign, grouped digits, decimals, a percent sign
 * (`1,234`, `−20`, `+33.3%`, `¥12.50`); not an id with letters, a date or a time.
 */
const NUMBER_CELL = /^[+\-\u2212]?¥?\d[\d,]*(?:\.\d+)?%?$/;

/** A cell that says there is no value (empty, a dash): it neither makes nor breaks a number column. */
const NO_VALUE = /^(?:|-|—|–)$/;

/** True when every cell of a column that has a value is a number, and at least one has. */
export function isNumberColumn(cells: readonly string[]): boolean {
  const values = cells.map((c) => oneLine(c).trim()).filter((c) => !NO_VALUE.test(c));
  return values.length > 0 && values.every((c) => NUMBER_CELL.test(c));
}

/** A cell padded to `width` on the side its column's alignment asks for (the text already fits). */
export function alignCell(text: string, width: number, align: ColumnAlign): string {
  const pad = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? pad + text : text + pad;
}

/** Space between two columns. */
export const COLUMN_GAP = 2;

/** A text column longer than this may be shortened to it when a view says nothing about it. */
const DEFAULT_MIN = 16;

/**
 * The default fit of column `i` of `count`: the first column is never dropped, the others go from
 * the right; wide text columns shorten first.
 */
export const defaultFit = (i: number, natural: number): ColumnFit => ({
  priority: i === 0 ? 0 : i,
  ...(natural > DEFAULT_MIN + 4 ? { min: DEFAULT_MIN } : {}),
});

/**
 * Fits a table into `width` columns: shortens what may be shortened, then drops columns from the
 * least important until the row fits (the most important always stays), then gives the room left
 * back to the shortened columns. `fits` gives each column's rule (defaultFit when absent).
 */
export function fitTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  width: number,
  fits: readonly (ColumnFit | undefined)[] = [],
): TableFit {
  const natural = headers.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((row) => displayWidth(oneLine(row[i] ?? '')))),
  );
  const rule = natural.map((n, i) => fits[i] ?? defaultFit(i, n));
  const least = (n: number, i: number) => Math.min(n, rule[i]?.min ?? n);
  const total = (cols: number[], w: (i: number) => number) =>
    cols.reduce((sum, i) => sum + w(i), 0) + COLUMN_GAP * Math.max(0, cols.length - 1);

  let keep = natural.map((_, i) => i);
  while (keep.length > 1 && total(keep, (i) => least(natural[i] ?? 0, i)) > width) {
    const candidates = keep.filter((i) => (rule[i]?.priority ?? 0) > 0);
    if (candidates.length === 0) break;
    const drop = candidates.reduce((a, b) => ((rule[b]?.priority ?? 0) >= (rule[a]?.priority ?? 0) ? b : a));
    keep = keep.filter((i) => i !== drop);
  }

  const widths = new Map(keep.map((i) => [i, natural[i] ?? 0]));
  let over = total(keep, (i) => widths.get(i) ?? 0) - width;
  // shorten the widest shortenable column first, a column at a time, down to its minimum
  const shortenable = keep
    .filter((i) => rule[i]?.min !== undefined)
    .sort(
      (a, b) =>
        Number(rule[b]?.cutFirst ?? false) - Number(rule[a]?.cutFirst ?? false) ||
        (natural[b] ?? 0) - (natural[a] ?? 0),
    );
  for (const i of shortenable) {
    if (over <= 0) break;
    const w = widths.get(i) ?? 0;
    const cut = Math.min(over, w - least(w, i));
    widths.set(i, w - cut);
    over -= cut;
  }
  // still too wide (one essential column, or nothing shortenable): the last column takes the cut
  const last = keep.at(-1);
  if (over > 0 && last !== undefined) widths.set(last, Math.max(1, (widths.get(last) ?? 0) - over));
  return {
    keep,
    widths: keep.map((i) => widths.get(i) ?? 0),
    align: keep.map((i) => (isNumberColumn(rows.map((row) => row[i] ?? '')) ? 'right' : 'left')),
    dropped: natural.map((_, i) => i).filter((i) => !keep.includes(i)),
  };
}
