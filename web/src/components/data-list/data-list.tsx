// Styles: data-list.css, which the signed-in shell imports (app/layout/layout-route.tsx), so that they come
// with its stylesheet rather than as one more request before a list's first paint.
import { Card } from '@blueprintjs/core';
import type { Page } from '@opsdeck/shared/schemas';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser.tsx';
import { DataTable, rowCell } from './data-table.tsx';
import { ExportButton } from './export-button.tsx';
import { ListFilterBar } from './filter-bar.tsx';
import { pageCount, ViewPager } from './list-pager.tsx';
import { ListHead, ListStates, RefreshButton } from './list-states.tsx';
import type { ListColumn, ListDefinition } from './types.ts';
import { useListScreen } from './use-list-screen.ts';
import type { ListViewControls } from './use-list-view.ts';
import { usePagingKeys } from './use-paging-keys.ts';
import { nextSort, parseView } from './view-state.ts';

export interface DataListProps<R> {
  def: ListDefinition<R>;
  /** i18n key of the screen's title. */
  title: string;
  /** Buttons beside the title ("New topic"). */
  actions?: ReactNode;
  /** Controls before refresh/columns/export (a view toggle, a sort choice for grids). */
  tools?: (controls: ListViewControls) => ReactNode;
  /** Between the filters and the rows (a bulk-action bar). */
  banner?: ReactNode;
  /** Columns put before the definition's own (a selection box), rebuilt as the caller's state changes. */
  leadColumns?: readonly ListColumn<R>[];
  /** Columns put after the definition's own (row actions). */
  tailColumns?: readonly ListColumn<R>[];
  /** Bump to fetch the current page again (after a write). */
  reloadKey?: number;
  /** Draws the rows another way (a grid of cards) instead of the table. */
  renderRows?: (rows: readonly R[], loading: boolean) => ReactNode;
  /** The page on screen changed (e.g. to keep a selection to visible rows). */
  onPage?: (page: Page<R> | null) => void;
  onOpen?: (row: R) => void;
  /**
   * The row that takes the focus once the rows are there (the one a detail page was opened from,
   * after Back); called with each loaded page until a row matches.
   */
  focusRowWhere?: (row: R) => boolean;
  /** i18n key of the keyboard hint (the table's by default). */
  hint?: string;
  /** Hide the CSV export (grids of pictures). */
  noExport?: boolean;
}

const NO_COLUMNS: readonly never[] = [];

/**
 * A server-side list screen: the filter bar, the total, the table, the pager; the whole view lives in
 * the URL (see view-state.ts). Empty, loading and error states keep the layout in place. Optional
 * props serve the screens that need more: head actions, a reload after writes, selection or action
 * columns, a card grid instead of the table, and a bulk bar.
 */
export function DataList<R>(props: DataListProps<R>) {
  const { def, onPage, reloadKey } = props;
  const { t } = useTranslation();
  const { controls, view, query, data, ctx } = useListScreen(def);
  const lead = props.leadColumns ?? NO_COLUMNS;
  const tail = props.tailColumns ?? NO_COLUMNS;
  const columns = useMemo(
    () => [...lead, ...def.columns.filter((c) => controls.columns.includes(c.id)), ...tail],
    [lead, tail, def.columns, controls.columns],
  );
  const [activeRow, setActiveRow] = useState(0);
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its first row
  useEffect(() => setActiveRow(0), [queryKey]);

  const { retry } = data;
  const firstReload = useRef(reloadKey);
  useEffect(() => {
    if (reloadKey !== firstReload.current) retry();
  }, [reloadKey, retry]);
  useEffect(() => onPage?.(data.page), [data.page, onPage]);

  const page = data.page;
  const rows = page?.list ?? [];
  const showEmpty = !data.error && !data.loading && page !== null && rows.length === 0;
  const label = t(props.title);

  const pages = page ? pageCount(page.total, view.pageSize, page.estimated ?? false) : null;
  const hasNext = page !== null && (pages === null ? rows.length === view.pageSize : view.page < pages);
  usePagingKeys((step) => {
    // The URL as it is now: keys pressed faster than the screen re-renders still count from it.
    const current = parseView(new URLSearchParams(window.location.search), controls.spec).page;
    const onward = pages === null ? current !== view.page || hasNext : current < pages;
    if (step < 0 ? current > 1 : onward) controls.setPage(current + step);
  });

  // Leaving a filter field by keyboard goes to the first row (the heading when there is none).
  const root = useRef<HTMLDivElement>(null);
  useReturnFocus(root, rows, data.loading, props.focusRowWhere, setActiveRow);
  function focusRows() {
    const table = root.current?.querySelector<HTMLElement>('.od-data-table .od-rows');
    if (table && rows.length > 0) {
      setActiveRow(0);
      (rowCell(root.current, 0) ?? table).focus();
    } else root.current?.querySelector<HTMLElement>('.od-list-title')?.focus();
  }

  return (
    <div className="od-list-page" ref={root}>
      <ListHead title={label} data={data} hint={props.hint ?? 'lists.keyboardHint'} actions={props.actions} />
      <Card className="od-list-card">
        <ListFilterBar
          filters={def.filters}
          controls={controls}
          onLeave={focusRows}
          actions={
            <>
              {props.tools?.(controls)}
              <RefreshButton onClick={retry} />
              {!props.renderRows && (
                <ColumnChooser
                  columns={def.columns}
                  visible={controls.columns}
                  onChange={controls.setColumns}
                />
              )}
              {!props.noExport && (
                <ExportButton
                  def={def}
                  query={query}
                  columns={columns.slice(lead.length, columns.length - tail.length)}
                  ctx={ctx}
                />
              )}
            </>
          }
        />
        {props.banner}
        <ListStates data={data} empty={showEmpty} view={view} controls={controls} />
        {!data.error && !showEmpty && props.renderRows?.(rows, data.loading)}
        {!data.error && !showEmpty && !props.renderRows && (
          <DataTable
            label={label}
            rows={rows}
            columns={columns}
            skeletonRows={Math.min(view.pageSize, 20)}
            loading={data.loading}
            sort={view.sort}
            onSort={(field) => controls.setSort(nextSort(view.sort, field, def.defaultSort))}
            activeRow={activeRow}
            onActiveRow={setActiveRow}
            onOpen={props.onOpen}
            ctx={ctx}
          />
        )}
        <ViewPager controls={controls} data={data} />
      </Card>
    </div>
  );
}

/** Focuses the first loaded row `where` matches, once (its first cell, made the active row). */
function useReturnFocus<R>(
  root: RefObject<HTMLElement | null>,
  rows: readonly R[],
  loading: boolean,
  where: ((row: R) => boolean) | undefined,
  setActiveRow: (row: number) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !where || loading) return;
    const index = rows.findIndex(where);
    if (index < 0) return;
    done.current = true;
    setActiveRow(index);
    let frames = 0;
    const focus = () => {
      const cell = rowCell(root.current, index);
      if (cell) cell.focus();
      else if (++frames < 30) requestAnimationFrame(focus);
    };
    requestAnimationFrame(focus);
  }, [root, rows, loading, where, setActiveRow]);
}
