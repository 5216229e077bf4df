import './data-list.css';
import { Button, Card, Classes, H1, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser.tsx';
import { DataTable } from './data-table.tsx';
import { ExportButton } from './export-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ListPager } from './list-pager.tsx';
import { EmptyList, ListError, TotalLine } from './list-states.tsx';
import type { CellContext, ListDefinition } from './types.ts';
import { useListData } from './use-list-data.ts';
import { useListView } from './use-list-view.ts';
import { hasFilters, nextSort as nextSortOf, queryOf } from './view-state.ts';

export interface DataListProps<R> {
  def: ListDefinition<R>;
  /** i18n key of the screen's title. */
  title: string;
  /** Opens a row's detail (Enter, double click). */
  onOpen?: (row: R) => void;
}

/**
 * A server-side list screen: the filter bar, the total, the table, the pager; the whole view lives in
 * the URL (see view-state.ts). Empty, loading and error states keep the layout in place.
 */
export function DataList<R>({ def, title, onOpen }: DataListProps<R>) {
  const { t, i18n } = useTranslation();
  const controls = useListView(def);
  const { view } = controls;
  const query = useMemo(() => queryOf(view, def.fixedQuery), [view, def.fixedQuery]);
  const data = useListData(def, query);
  const ctx: CellContext = useMemo(() => ({ t, locale: i18n.language }), [t, i18n.language]);
  const columns = useMemo(
    () => def.columns.filter((c) => controls.columns.includes(c.id)),
    [def.columns, controls.columns],
  );
  const [activeRow, setActiveRow] = useState(0);
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its first row
  useEffect(() => setActiveRow(0), [queryKey]);

  const page = data.page;
  const rows = page?.list ?? [];
  const showEmpty = !data.error && !data.loading && page !== null && rows.length === 0;
  const label = t(title);

  return (
    <div className="od-list-page">
      <div className="od-list-head">
        <H1 className="od-list-title">{label}</H1>
        <div className="od-list-status" aria-live="polite">
          {page && <TotalLine total={page.total} estimated={page.estimated ?? false} />}
          {data.loading && <Spinner size={14} aria-label={t('lists.loading')} />}
        </div>
        <span className={`${Classes.TEXT_MUTED} od-list-hint`}>{t('lists.keyboardHint')}</span>
      </div>
      <Card className="od-list-card">
        <FilterBar
          filters={def.filters}
          values={view.filters}
          onChange={controls.setFilters}
          onClear={controls.clearFilters}
          actions={
            <>
              <Button
                icon="refresh"
                aria-label={t('lists.refresh')}
                title={t('lists.refresh')}
                onClick={data.retry}
              />
              <ColumnChooser
                columns={def.columns}
                visible={controls.columns}
                onChange={controls.setColumns}
              />
              <ExportButton def={def} query={query} columns={columns} ctx={ctx} />
            </>
          }
        />
        {data.error && <ListError message={data.error} onRetry={data.retry} />}
        {showEmpty && (
          <EmptyList
            filtered={hasFilters(view)}
            pastEnd={view.page > 1 && (page?.total ?? 0) > 0}
            onClear={controls.clearFilters}
            onFirstPage={() => controls.setPage(1)}
          />
        )}
        {!data.error && !showEmpty && (
          <DataTable
            label={label}
            rows={rows}
            columns={columns}
            skeletonRows={Math.min(view.pageSize, 20)}
            loading={data.loading}
            sort={view.sort}
            onSort={(field) => controls.setSort(nextSortOf(view.sort, field, def.defaultSort))}
            activeRow={activeRow}
            onActiveRow={setActiveRow}
            onOpen={onOpen}
            ctx={ctx}
          />
        )}
        {page && !data.error && page.total > 0 && (
          <ListPager
            page={view.page}
            pageSize={view.pageSize}
            total={page.total}
            estimated={page.estimated ?? false}
            rowsOnPage={rows.length}
            onPage={controls.setPage}
            onPageSize={controls.setPageSize}
          />
        )}
      </Card>
    </div>
  );
}
