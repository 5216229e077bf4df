import '@blueprintjs/table/lib/css/table.css';
import { Icon } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  RenderMode,
  SelectionModes,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import { useTranslation } from 'react-i18next';
import { columnTitle } from './format.ts';
import { ROW_HEIGHT_PX } from './table-layout.ts';
import type { CellContext, ListColumn } from './types.ts';

export interface RowsGridProps<R> {
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  numRows: number;
  widths: number[];
  loading: boolean;
  /** `field:asc|desc`. */
  sort: string;
  activeRow: number;
  ctx: CellContext;
  onSort(field: string): void;
  onColumnWidthChanged(columnId: string, width: number): void;
}

/**
 * The rows in Blueprint's Table2 (data-table.tsx draws the frame around it): its own chunk, with
 * Blueprint's table (about 30 KB), fetched when a list mounts, beside the list's first page.
 */
export function RowsGrid<R>(props: RowsGridProps<R>) {
  const { t } = useTranslation();
  const { rows, columns, numRows, widths, loading, sort, activeRow, ctx } = props;
  const [sortField, sortDir] = sort.split(':');

  function header(column: ListColumn<R>) {
    const title = columnTitle(t, column);
    const field = column.sortField;
    if (!field) return <ColumnHeaderCell name={title} className={column.numeric ? 'od-num' : undefined} />;
    const active = sortField === field;
    const icon = !active ? 'double-caret-vertical' : sortDir === 'asc' ? 'sort-asc' : 'sort-desc';
    return (
      <ColumnHeaderCell
        name={title}
        className={column.numeric ? 'od-num' : undefined}
        nameRenderer={(name) => (
          <button
            type="button"
            className={`od-sort-button${active ? ' od-sort-active' : ''}`}
            data-sort-field={field}
            data-sort-dir={active ? sortDir : 'none'}
            title={t('lists.sort.by', { column: name })}
            onClick={() => props.onSort(field)}
          >
            <span className="od-sort-name">{name}</span>
            <Icon icon={icon} size={12} className="od-sort-icon" />
          </button>
        )}
      />
    );
  }

  function cell(column: ListColumn<R>, rowIndex: number, columnIndex: number) {
    const row = rows[rowIndex];
    const classes = ['od-cell', column.numeric ? 'od-num' : '', rowIndex === activeRow ? 'od-row-active' : '']
      .filter(Boolean)
      .join(' ');
    // A row's first cell takes the focus; Tab enters the rows at the active one.
    const tabIndex = columnIndex > 0 || row === undefined ? undefined : rowIndex === activeRow ? 0 : -1;
    return (
      <Cell className={classes} interactive={column.interactive} tabIndex={tabIndex}>
        {row === undefined ? null : column.render(row, ctx)}
      </Cell>
    );
  }

  return (
    <Table2
      numRows={numRows}
      columnWidths={widths}
      defaultRowHeight={ROW_HEIGHT_PX}
      enableRowHeader={false}
      enableColumnResizing
      enableGhostCells={false}
      selectionModes={SelectionModes.NONE}
      renderMode={RenderMode.NONE}
      loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
      cellRendererDependencies={[rows, activeRow, columns, ctx.locale, loading, sort]}
      onColumnWidthChanged={(index, width) => {
        const id = columns[index]?.id;
        if (id) props.onColumnWidthChanged(id, width);
      }}
    >
      {columns.map((column, columnIndex) => (
        <Column
          key={column.id}
          id={column.id}
          columnHeaderCellRenderer={() => header(column)}
          cellRenderer={(rowIndex) => cell(column, rowIndex, columnIndex)}
        />
      ))}
    </Table2>
  );
}
