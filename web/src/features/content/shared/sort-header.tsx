import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface SortHeaderProps {
  label: string;
  /** The server's sort field, when the list sorts by this column. */
  field?: string;
  /** The list's current sort (`field:dir`). */
  sort: string;
  onSort: (field: string) => void;
  numeric?: boolean;
}

/** A column header of a plain table: a sort button when the column sorts (as in the list tables). */
export function SortHeader({ label, field, sort, onSort, numeric }: SortHeaderProps) {
  const { t } = useTranslation();
  const [sortField, dir] = sort.split(':');
  const active = field !== undefined && sortField === field;
  const ariaSort = active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;
  if (!field) return <th className={numeric ? 'od-num' : undefined}>{label}</th>;
  const icon = !active ? 'double-caret-vertical' : dir === 'asc' ? 'sort-asc' : 'sort-desc';
  return (
    <th className={numeric ? 'od-num' : undefined} aria-sort={ariaSort}>
      <button
        type="button"
        className={`od-sort-button${active ? ' od-sort-active' : ''}`}
        data-sort-field={field}
        title={t('lists.sort.by', { column: label })}
        onClick={() => onSort(field)}
      >
        <span className="od-sort-name">{label}</span>
        <Icon icon={icon} size={12} className="od-sort-icon" />
      </button>
    </th>
  );
}
