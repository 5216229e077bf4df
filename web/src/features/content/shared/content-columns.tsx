import type { Intent } from '@blueprintjs/core';
import { countColumn, enumColumn, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { enumFilter } from '../../../components/data-list/filters.ts';
import type { ListColumn, SelectFilter } from '../../../components/data-list/types.ts';
import { STATUS_INTENTS } from './status-tag.tsx';

/**
 * The columns and filters every content list has, under the same headers: the status, the sort
 * number, the title, the slug, the creation and last change times.
 */

/** The status as a tag (coloured by `STATUS_INTENTS` unless told otherwise). */
export function statusColumn<R extends { status: string }>(
  width: number,
  intents: Readonly<Record<string, Intent>> = STATUS_INTENTS,
): ListColumn<R> {
  return enumColumn(
    { id: 'status', title: 'contentWeb.columns.status', width },
    (r) => r.status,
    'content.status',
    intents,
  );
}

/** The status filter over the statuses the resource has. */
export function statusFilter(statuses: readonly string[]): SelectFilter {
  return enumFilter('status', 'contentWeb.columns.status', statuses, 'content.status');
}

/** The sort number, sortable. */
export function sortColumn<R extends { sort: number }>(width: number): ListColumn<R> {
  return countColumn(
    { id: 'sort', title: 'contentWeb.columns.sort', width, sortField: 'sort' },
    (r) => r.sort,
  );
}

/** The slug, in a monospace face. */
export function slugColumn<R extends { slug: string }>(width: number): ListColumn<R> {
  return textColumn({ id: 'slug', title: 'fields.slug', width }, (r) => r.slug, { mono: true });
}

/** When the row was made or last changed, sortable; `hidden` leaves it out of the default set. */
export function stampColumn<F extends 'createdAt' | 'updatedAt', R extends Record<F, string>>(
  field: F,
  width: number,
  hidden = false,
): ListColumn<R> {
  const base = { id: field, title: `contentWeb.columns.${field}`, width, sortField: field };
  return timeColumn({ ...base, hiddenByDefault: hidden }, (r) => r[field]);
}
