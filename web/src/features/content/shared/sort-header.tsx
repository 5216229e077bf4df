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
  /**
   * The label in the parts it may wrap between (a time column's title and zone: columnTitleParts),
   * each kept whole; the header then takes two lines where its column is narrower than the label.
   */
  parts?: readonly string[];
}

/** A column header of a plain table: a sort button when the column sorts (as in the list tables). */
export function SortHeader({ label, field, sort, onSort, numeric, parts }: SortHeaderProps) {
  const { t } = useTranslation();
  // between the parts, what the whole label has there (a space in English, none in Chinese)
  const gap = parts && parts.length > 1 ? label.slice(parts[0]!.length, label.length - parts[1]!.length) : '';
  const name =
    parts && parts.length > 1
      ? parts.flatMap((part, i) => [
          i > 0 ? gap : null,
          <span key={part} className="od-column-part">
            {part}
          </span>,
        ])
      : label;
  const className = [numeric ? 'od-num' : '', name !== label ? 'od-th-parts' : ''].filter(Boolean).join(' ');
  const [sortField, dir] = sort.split(':');
  const active = field !== undefined && sortField === field;
  const ariaSort = active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;
  if (!field) return <th className={className || undefined}>{name}</th>;
  const icon = !active ? 'double-caret-vertical' : dir === 'asc' ? 'sort-asc' : 'sort-desc';
  return (
    <th className={className || undefined} aria-sort={ariaSort}>
      <button
        type="button"
        className={`od-sort-button${active ? ' od-sort-active' : ''}`}
        data-sort-field={field}
        title={t('lists.sort.by', { column: label })}
        onClick={() => onSort(field)}
      >
        <span className="od-sort-name">{name}</span>
        <Icon icon={icon} size={12} className="od-sort-icon" />
      </button>
    </th>
  );
}
