import { ONLINE_STATUSES } from '@opsdeck/shared/schemas';
import { countColumn, enumColumn, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { enumFilter } from '../../../components/data-list/filters.ts';
import type { ListColumn, ListDefinition } from '../../../components/data-list/types.ts';
import { STATUS_INTENTS } from '../shared/status-tag.tsx';
import type { EditorialResource, EditorialRow } from './editorial-resource.ts';

function coverColumn<R extends EditorialRow>(): ListColumn<R> {
  return {
    id: 'cover',
    title: 'fields.coverUrl',
    width: 64,
    render: (row) =>
      row.coverUrl ? <img className="od-content-thumb" src={row.coverUrl} alt="" loading="lazy" /> : null,
    csv: (row) => row.coverUrl,
  };
}

/** The list of an editorial resource (topics, wallpaper topics, collections): filters, columns, sorting. */
export function editorialDefinition<R extends EditorialRow>(
  resource: EditorialResource<R>,
): ListDefinition<R> {
  const columns: ListColumn<R>[] = [
    coverColumn<R>(),
    textColumn({ id: 'title', title: 'fields.title', width: 170 }, (r) => r.title),
    textColumn({ id: 'slug', title: 'fields.slug', width: 130 }, (r) => r.slug, { mono: true }),
  ];
  if (resource.fields.subtitle) {
    columns.push(
      textColumn({ id: 'subtitle', title: 'fields.subtitle', width: 180 }, (r) => r.subtitle ?? null),
    );
  }
  columns.push(
    countColumn(
      { id: 'sort', title: 'contentWeb.columns.sort', width: 72, sortField: 'sort' },
      (r) => r.sort,
    ),
    enumColumn(
      { id: 'status', title: 'contentWeb.columns.status', width: 90 },
      (r) => r.status,
      'content.status',
      STATUS_INTENTS,
    ),
  );
  if (resource.fields.window) {
    columns.push(
      timeColumn(
        { id: 'startsAt', title: 'fields.startsAt', width: 130, sortField: 'startsAt' },
        (r) => r.startsAt ?? null,
      ),
      timeColumn({ id: 'endsAt', title: 'fields.endsAt', width: 130 }, (r) => r.endsAt ?? null),
    );
  }
  if (resource.count) {
    const { title, get } = resource.count;
    columns.push(countColumn({ id: 'count', title, width: 90 }, get));
  }
  columns.push(
    timeColumn(
      { id: 'updatedAt', title: 'contentWeb.columns.updatedAt', width: 130, sortField: 'updatedAt' },
      (r) => r.updatedAt,
    ),
    timeColumn(
      {
        id: 'createdAt',
        title: 'contentWeb.columns.createdAt',
        width: 130,
        sortField: 'createdAt',
        hiddenByDefault: true,
      },
      (r) => r.createdAt,
    ),
  );
  return {
    id: resource.listId,
    defaultSort: 'sort:asc',
    rowKey: (row) => row.id,
    querySchema: resource.listQuerySchema,
    fetchPage: resource.list,
    filters: [
      {
        kind: 'text',
        name: 'q',
        label: 'lists.filters.search',
        placeholder: 'contentWeb.editorial.searchPlaceholder',
        search: true,
        width: 220,
        validate: (v) => v.length <= 50,
      },
      enumFilter('status', 'contentWeb.columns.status', ONLINE_STATUSES, 'content.status'),
    ],
    columns,
  };
}
