import { Classes as CoreClasses } from '@blueprintjs/core';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { columnTitle } from './format.ts';
import type { RowsGrid } from './rows-grid.tsx';
import { type ColumnWidthState, fillWidths, tableHeight } from './table-layout.ts';
import type { CellContext, ListColumn } from './types.ts';

/** Blueprint's table (rows-grid.tsx) once fetched: lists mounted later draw it at once. */
let loadedGrid: typeof RowsGrid | undefined;
let gridModule: Promise<typeof RowsGrid> | undefined;
/**
 * Blueprint's table comes in its own chunk (rows-grid.tsx), fetched when a list mounts, beside its
 * first page: the list's frame, filters and skeleton draw without it.
 */
function loadGrid(): Promise<typeof RowsGrid> {
  gridModule ??= import('./rows-grid.tsx').then((m) => {
    loadedGrid = m.RowsGrid;
    return m.RowsGrid;
  });
  gridModule.catch(() => {
    gridModule = undefined; // tried again on the next list
  });
  return gridModule;
}

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

const ROW_CLASS = /table-cell-row-(\d+)/;

/** The row index of a table cell element (Blueprint marks each cell with its row). */
function rowOfTarget(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('[class*="table-cell-row-"]');
  const match = cell ? ROW_CLASS.exec(cell.className) : null;
  return match ? Number(match[1]) : null;
}

/** The first cell of a row (the one that takes the focus), in the table's scrolling quadrant. */
export function rowCell(root: ParentNode | null | undefined, row: number): HTMLElement | null {
  const ns = CoreClasses.getClassNamespace();
  return (
    root?.querySelector<HTMLElement>(
      `.${ns}-table-quadrant-main .${ns}-table-cell-row-${row}.${ns}-table-cell-col-0`,
    ) ?? null
  );
}

/** The column titles and a bar per row, while the first page loads (hidden from screen readers: the table is busy). */
function TableSkeleton<R>({ columns, rows }: { columns: readonly ListColumn<R>[]; rows: number }) {
  const { t } = useTranslation();
  return (
    <div className="od-table-skeleton" aria-hidden="true">
      <div className="od-table-skeleton-head">
        {columns.map((column) => (
          <span key={column.id} style={{ flex: `${column.width} 1 0` }}>
            {columnTitle(t, column)}
          </span>
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are all alike
        <div key={i} className="od-table-skeleton-row">
          <span className={CoreClasses.SKELETON} />
        </div>
      ))}
    </div>
  );
}

/**
 * The rows of a list in a Blueprint Table2, stretched to the page width and as tall as its rows (the
 * page scrolls, not the table). Sortable headers are buttons; the active row follows j/k and the
 * arrow keys and Enter opens it; while a page loads, the previous rows show as skeletons.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { rows, columns, loading, sort, activeRow, onActiveRow, onOpen, ctx } = props;
  const box = useRef<HTMLElement>(null);
  const [available, setAvailable] = useState(0);
  const [resized, setResized] = useState<ColumnWidthState>({});
  // The table's code arrives as a transition, as the rows do (useFetch): React draws it in slices.
  const [Grid, setGrid] = useState(() => loadedGrid);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a failed fetch is tried again with the next rows
  useEffect(() => {
    if (Grid) return;
    let mounted = true;
    loadGrid().then(
      (grid) => mounted && startTransition(() => setGrid(() => grid)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Grid, rows]);

  // The width is read when the browser lays the page out anyway (the next frame, then on resizes),
  // not forced in the commit that mounts the list; the table is drawn as a transition, in slices.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth;
      startTransition(() => setAvailable(width));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  const widths = useMemo(() => fillWidths(columns, resized, available), [columns, resized, available]);
  const numRows = rows.length > 0 || !loading ? rows.length : props.skeletonRows;
  // Before the first answer there is nothing for the table to draw: a light skeleton of the same
  // size stands in, and Blueprint's table is made once, with the rows (not made with a skeleton
  // cell per row and column, then drawn again).
  const firstLoad = rows.length === 0 && loading;

  // The focus and the active row move together: while the focus is in the rows, a new active row
  // (j/k, arrows) takes it, and is kept on screen.
  useEffect(() => {
    const cell = rowCell(box.current, activeRow);
    const focused = document.activeElement;
    if (!cell || !box.current?.contains(focused) || focused?.closest('.od-sort-button')) return;
    if (rowOfTarget(focused) !== activeRow) cell.focus({ preventScroll: true });
    cell.scrollIntoView({ block: 'nearest' });
  }, [activeRow]);

  // Tab (or a click) onto a row's cell or control makes it the active row.
  function onFocus(e: FocusEvent<HTMLElement>) {
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
      className="od-data-table"
      aria-label={props.label}
      aria-busy={loading}
      style={{ height: tableHeight(numRows, widths, available) }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseDown={onMouseDown}
      onDoubleClick={onDoubleClick}
    >
      {firstLoad || !Grid ? (
        <TableSkeleton columns={columns} rows={numRows} />
      ) : (
        available > 0 && (
          <Grid
            rows={rows}
            columns={columns}
            numRows={numRows}
            widths={widths}
            loading={loading}
            sort={sort}
            activeRow={activeRow}
            ctx={ctx}
            onSort={props.onSort}
            onColumnWidthChanged={(id, width) => setResized((r) => ({ ...r, [id]: width }))}
          />
        )
      )}
    </section>
  );
}
