import { useTranslation } from 'react-i18next';
import { columnTitleParts, zonedTitle } from '../../../components/data-list/format.ts';
import { SortHeader } from '../shared/sort-header.tsx';

/** The columns of the category table: [i18n key, sort field, numeric]. */
const HEADS: readonly [string, string | undefined, boolean][] = [
  ['contentWeb.columns.sort', 'sort', true],
  ['fields.name', 'name', false],
  ['fields.slug', undefined, false],
  ['fields.icon', undefined, false],
  ['fields.scope', undefined, false],
  ['contentWeb.columns.status', undefined, false],
  ['contentWeb.columns.wallpapers', undefined, true],
  ['contentWeb.columns.templates', undefined, true],
  ['contentWeb.columns.updatedAt', 'updatedAt', false],
];

/** Every column of the table, counting the actions column (for full-width rows). */
export const CATEGORY_COLUMNS = HEADS.length + 1;

/**
 * The header row of the category table; sortable columns are buttons. The time column's title and
 * zone may take two lines (as the shared lists' headers do), so that the table fits at 1280 px.
 */
export function CategoryTableHead({ sort, onSort }: { sort: string; onSort: (field: string) => void }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {HEADS.map(([key, field, numeric]) => (
          <SortHeader
            key={key}
            label={field === 'updatedAt' ? zonedTitle(t, key) : t(key)}
            parts={field === 'updatedAt' ? columnTitleParts(t, { title: key, zoned: true }) : undefined}
            field={field}
            sort={sort}
            onSort={onSort}
            numeric={numeric}
          />
        ))}
        <th>
          <span className="od-visually-hidden">{t('contentWeb.columns.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
