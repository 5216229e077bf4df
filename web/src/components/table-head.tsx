import { useTranslation } from 'react-i18next';
// its styles (table-head.css) are in the shell's stylesheet (app/layout/layout-route.tsx)

/** One head cell: an i18n key (under the head's `prefix`), or `text` shown as it is. */
export interface HeadCell {
  key?: string;
  text?: string;
  /** A number column: right-aligned (`od-num`). */
  num?: boolean;
  /** Named for screen readers only (an actions column): the cell stays empty. */
  unlabelled?: boolean;
}

export interface TableHeadProps {
  /** The columns in order: i18n keys, or cells that say more. */
  cells: readonly (string | HeadCell)[];
  /** What every key starts with, e.g. `monitor.rotation.`. */
  prefix?: string;
  /** Marks each cell `scope="col"` (tables that are read cell by cell). */
  scoped?: boolean;
}

/** The head row of a plain table (Blueprint's HTMLTable): the column titles from their i18n keys. */
export function TableHead({ cells, prefix = '', scoped = false }: TableHeadProps) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {cells.map((c) => {
          const cell = typeof c === 'string' ? { key: c } : c;
          const title = cell.text ?? t(`${prefix}${cell.key ?? ''}`);
          const id = cell.key ?? title;
          if (cell.unlabelled) return <th key={id} aria-label={title} />;
          return (
            <th key={id} scope={scoped ? 'col' : undefined} className={cell.num ? 'od-num' : undefined}>
              {title}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
