import { Classes } from '@blueprintjs/core';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawnRows } from '../../lib/use-drawn-rows.ts';
import { ColumnHeader } from './column-header.tsx';
import { columnTitle, columnTitleParts } from './format.ts';
import { headerTextPx } from './header-text-width.ts';
import { type ColumnWidthState, columnLayout, headerWidthPx, oneLineFromPx } from './table-layout.ts';
import type { CellContext, ListColumn } from './types.ts';

export interface DataTableProps<R> {
  /** The list's name, for screen readers. */
  label: string;
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  /** Rows to draw as skeletons before the first answer. */
  skeletonRows: number;
  loading: boolean;
  sort: string;
  onSort: (field: string) => void;
  activeRow: number;
  onActiveRow: (row: number) => void;
  /** Enter or a double click on a row. */
  onOpen?: (row: R) => void;
  ctx: CellContext;
}

/** The row index of an element in the rows (each row says its index in `data-row`). */
function rowOfTarget(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest<HTMLElement>('tr[data-row]')?.dataset.row;
  return row === undefined ? null : Number(row);
}

/** The first cell of a row (the one that takes the focus). */
export function rowCell(root: ParentNode | null | undefined, row: number): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`.od-rows tr[data-row="${row}"] > td:first-child`) ?? null;
}

/**
 * The rows the table draws with its first page: a phone's screenful and more. The rest of the page
 * follows in a render of its own (a task after this one), so the first rows' mount, layout and paint
 * are not one long task with the whole page's (a page of 20 member rows is over 400 elements).
 */
export const FIRST_ROWS = 10;

/** A bar per row while the first page loads (the table says it is busy meanwhile). */
function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the bars are all alike
    <tr key={i} className="od-skeleton-row">
      <td colSpan={Math.max(1, columns)}>
        <span className={Classes.SKELETON} />
      </td>
    </tr>
  ));
}

/** A cell's classes: numbers right-aligned, free text that wraps (`wrap`) instead of being cut. */
function cellClass(column: Pick<ListColumn<unknown>, 'numeric' | 'wrap'>): string {
  return ['od-cell', column.numeric && 'od-num', column.wrap && 'od-cell-wrap'].filter(Boolean).join(' ');
}

/**
 * The rows of a list in a plain table (Blueprint's HTMLTable styles): the header's sort buttons, a
 * drag handle per column, the columns stretched to the page width by the browser (see
 * table-layout.ts). The active row follows j/k and the arrow keys and Enter opens it; while a page
 * loads, the previous rows show as skeletons.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { rows, columns, loading, sort, activeRow, onActiveRow, onOpen, ctx } = props;
  const box = useRef<HTMLElement>(null);
  /** The row a mouse press landed on, for the focus that follows it. */
  const pressedRow = useRef<number | null>(null);
  const [resized, setResized] = useState<ColumnWidthState>({});
  const { t } = useTranslation();
  const layout = useMemo(() => {
    const heads = columns.map((c) => headerWidthPx(columnTitleParts(t, c), c.sortField !== undefined));
    const laid = columnLayout(
      // a column cut where the page is narrow is never cut into its header
      columns.map((c, i) =>
        c.cutTo === undefined ? c : { id: c.id, width: c.width, cutTo: Math.max(c.cutTo, heads[i] ?? 0) },
      ),
      resized,
      columns.map((c, i) => Math.max(c.minWidth ?? 0, c.cellFloor?.(t) ?? 0, heads[i] ?? 0)),
    );
    // the box's width from which the time columns' headers are one line each, else two lines each
    const zones = columns.map((c) => ({
      zoned: c.zoned,
      sortable: c.sortField !== undefined,
      title: columnTitle(t, c),
    }));
    return { ...laid, zoneLine: oneLineFromPx(zones, laid, headerTextPx) };
  }, [columns, resized, t]);
  // Before the first answer, a bar per row stands in (as many as the page will have).
  const firstLoad = rows.length === 0 && loading;
  const { drawn, drawAll } = useDrawnRows(rows.length, FIRST_ROWS);
  const activeDrawn = activeRow < drawn;

  // The focus and the active row move together: while the focus is in the rows, a new active row
  // (j/k, arrows) takes it, and is kept on screen (once drawn, when it is past the first rows).
  useEffect(() => {
    if (!activeDrawn) return;
    const cell = rowCell(box.current, activeRow);
    const focused = document.activeElement;
    if (!cell || !box.current?.contains(focused) || focused?.closest('.od-sort-button')) return;
    if (rowOfTarget(focused) !== activeRow) cell.focus({ preventScroll: true });
    cell.scrollIntoView({ block: 'nearest' });
  }, [activeRow, activeDrawn]);

  // Tab (or a click) onto a row's cell or control makes it the active row. A click on a cell's text
  // focuses the table itself (the nearest focusable): the focus goes on to that row's first cell, so
  // that what opens from it (a drawer) gives the focus back to the row, not to the whole table (whose
  // focus scrolled the page to its top).
  function onFocus(e: FocusEvent<HTMLElement>) {
    if (e.target instanceof HTMLTableElement) {
      const pressed = pressedRow.current ?? activeRow;
      pressedRow.current = null;
      rowCell(box.current, pressed)?.focus({ preventScroll: true });
      return;
    }
    const row = rowOfTarget(e.target);
    if (row !== null && row < rows.length && row !== activeRow) onActiveRow(row);
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.altKey || e.ctrlKey || e.metaKey || rows.length === 0) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, button, a')) return;
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeRow + 1,
      j: activeRow + 1,
      ArrowUp: activeRow - 1,
      k: activeRow - 1,
      Home: 0,
      End: last,
    };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      if (next >= drawn) drawAll();
      onActiveRow(Math.max(0, Math.min(last, next)));
    } else if (e.key === 'Enter' && onOpen) {
      const row = rows[Math.min(activeRow, last)];
      if (row) {
        e.preventDefault();
        onOpen(row);
      }
    }
  }

  function onMouseDown(e: MouseEvent<HTMLElement>) {
    const row = rowOfTarget(e.target);
    pressedRow.current = row !== null && row < rows.length ? row : null;
    if (row !== null && row < rows.length) onActiveRow(row);
  }

  function onDoubleClick(e: MouseEvent<HTMLElement>) {
    const index = rowOfTarget(e.target);
    const row = index === null ? undefined : rows[index];
    if (row && onOpen) onOpen(row);
  }

  return (
    <section
      ref={box}
      className={layout.css ? 'od-data-table od-data-table-cut' : 'od-data-table'}
      style={
        layout.zoneLine === undefined
          ? undefined
          : ({ '--od-zone-line': `${layout.zoneLine}px` } as CSSProperties)
      }
      aria-label={props.label}
      aria-busy={loading}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseDown={onMouseDown}
      onDoubleClick={onDoubleClick}
    >
      <table className={`${Classes.HTML_TABLE} od-rows`} style={{ minWidth: layout.minWidth }} tabIndex={-1}>
        <colgroup>
          {columns.map((column, i) => (
            <col key={column.id} style={{ width: layout.css?.[i] ?? `${layout.shares[i]}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <ColumnHeader
                key={column.id}
                column={column}
                width={layout.widths[i] ?? column.width}
                sort={sort}
                onSort={props.onSort}
                onResize={(id, width) => setResized((r) => ({ ...r, [id]: width }))}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {firstLoad ? (
            <SkeletonRows columns={columns.length} rows={props.skeletonRows} />
          ) : (
            rows.slice(0, drawn).map((row, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place on the page (the next page reuses the rows)
                key={index}
                data-row={index}
                className={index === activeRow ? 'od-row-active' : undefined}
              >
                {columns.map((column, columnIndex) => (
                  <td
                    key={column.id}
                    className={cellClass(column)}
                    // A row's first cell takes the focus; Tab enters the rows at the active one.
                    tabIndex={columnIndex > 0 ? undefined : index === activeRow ? 0 : -1}
                  >
                    {loading ? (
                      <span className={`${Classes.SKELETON} od-cell-skeleton`} />
                    ) : (
                      column.render(row, ctx)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
          {/* the rows still to come keep their place (a bar each): nothing below them moves twice */}
          {!firstLoad && drawn < rows.length && (
            <SkeletonRows columns={columns.length} rows={rows.length - drawn} />
          )}
        </tbody>
      </table>
    </section>
  );
}
