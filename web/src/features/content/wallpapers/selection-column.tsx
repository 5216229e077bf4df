import { Checkbox } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/data-list/types.ts';

/** A table column of checkboxes selecting rows for bulk actions. */
export function selectionColumn<R extends { id: number; title: string }>(
  selected: ReadonlySet<number>,
  onToggle: (id: number) => void,
  t: TFunction,
): ListColumn<R> {
  return {
    id: 'select',
    title: 'contentWeb.bulk.column',
    width: 44,
    render: (row) => (
      <Checkbox
        className="od-select-cell"
        checked={selected.has(row.id)}
        aria-label={t('contentWeb.wallpaper.select', { title: row.title })}
        onChange={() => onToggle(row.id)}
      />
    ),
    csv: () => '',
  };
}
