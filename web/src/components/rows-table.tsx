// Styles: rows-table.css, which the signed-in shell imports (app/layout/layout-route.tsx), so that they come
// with its stylesheet rather than as one more request before a list's first paint.
import { Classes, HTMLTable } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedTitle } from './data-list/format.ts';
import { TableHead } from './table-head.tsx';

/**
 * A column of a `RowsTable`: the i18n key of its header, its cell (given the translator and the
 * language) and whether its header names the business time zone (`Time (UTC+8)`).
 */
export type RowsColumn<R> = readonly [
  title: string,
  cell: (row: R, t: TFunction, l: string) => ReactNode,
  opts?: { time?: boolean },
];

/**
 * A short list of rows in a drawer (a member's recent ledger, what an order produced) as a compact
 * table, or the `empty` line ("Nothing yet") when there are none. `label` names the table for screen readers.
 */
export function RowsTable<R>({
  rows,
  columns,
  testId,
  label,
  empty,
}: {
  rows: readonly R[];
  columns: readonly RowsColumn<R>[];
  testId: string;
  label?: string;
  empty?: string;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0)
    return (
      <p className={Classes.TEXT_MUTED} data-testid={`${testId}-empty`}>
        {empty ?? t('memberOps.drawer.noRows')}
      </p>
    );
  return (
    <div className="od-rows-table-scroll">
      <HTMLTable compact striped className="od-rows-table" data-testid={testId} aria-label={label}>
        <TableHead
          cells={columns.map(([title, , opts]) =>
            opts?.time ? { key: title, text: zonedTitle(t, title) } : title,
          )}
        />
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once per load, in order.
            <tr key={i}>
              {columns.map(([title, cell]) => (
                <td key={title}>{cell(row, t, i18n.language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
