import { Icon } from '@blueprintjs/core';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { columnTitle, columnTitleParts } from './format.ts';
import { MIN_COLUMN_PX } from './table-layout.ts';
import type { ListColumn } from './types.ts';

export interface ColumnHeaderProps<R> {
  column: ListColumn<R>;
  /** The column's width in pixels before the table stretches it (what a drag changes). */
  width: number;
  /** `field:asc|desc`. */
  sort: string;
  onSort(field: string): void;
  onResize(columnId: string, width: number): void;
}

/**
 * A list column's header cell: its title, a sort button when the server sorts by it (with
 * `aria-sort`), and a handle on its right edge that drags its width. A time column's title and zone
 * wrap onto two lines where the column is narrower than both on one (table-layout.ts counts the
 * wider of the two).
 */
export function ColumnHeader<R>({ column, width, sort, onSort, onResize }: ColumnHeaderProps<R>) {
  const { t } = useTranslation();
  const title = columnTitle(t, column);
  // a time column's name and zone, each kept whole, may take two lines in a narrow column
  const parts = columnTitleParts(t, column);
  // between the parts, what the whole title has there (a space in English, none in Chinese)
  const gap = parts.length > 1 ? title.slice(parts[0]!.length, title.length - parts[1]!.length) : '';
  const name = parts.flatMap((part, i) => [
    i > 0 ? gap : null,
    <span
      key={part}
      className={i === 0 && parts.length > 1 ? 'od-column-part od-column-part-name' : 'od-column-part'}
    >
      {part}
    </span>,
  ]);
  const field = column.sortField;
  const [sortField, sortDir] = sort.split(':');
  const active = field !== undefined && sortField === field;
  const icon = !active ? 'double-caret-vertical' : sortDir === 'asc' ? 'sort-asc' : 'sort-desc';

  // The drag: the header's drawn width over its declared one is the table's stretch; the pointer's
  // travel is divided by it, so the edge stays under the pointer.
  function startResize(e: PointerEvent<HTMLElement>) {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    const handle = e.currentTarget;
    const drawn = handle.parentElement?.getBoundingClientRect().width ?? width;
    const stretch = drawn > 0 && width > 0 ? drawn / width : 1;
    const startX = e.clientX;
    handle.setPointerCapture(e.pointerId);
    const move = (ev: globalThis.PointerEvent) =>
      onResize(column.id, Math.max(MIN_COLUMN_PX, Math.round(width + (ev.clientX - startX) / stretch)));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }

  return (
    <th
      scope="col"
      className={column.numeric ? 'od-num' : undefined}
      aria-sort={active ? (sortDir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {field ? (
        <button
          type="button"
          className={`od-sort-button${active ? ' od-sort-active' : ''}`}
          data-sort-field={field}
          data-sort-dir={active ? sortDir : 'none'}
          title={t('lists.sort.by', { column: title })}
          onClick={() => onSort(field)}
          // Tab onto a header the table's width has pushed past its edge: the table scrolls to show it whole
          onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          <span className="od-sort-name">{name}</span>
          <Icon icon={icon} size={12} className="od-sort-icon" />
        </button>
      ) : (
        <span className="od-column-name">{name}</span>
      )}
      <span className="od-column-resize" aria-hidden="true" onPointerDown={startResize} />
    </th>
  );
}
