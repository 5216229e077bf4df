import { listCategories } from '@opsdeck/shared/api';
import {
  CATEGORY_SCOPES,
  CATEGORY_STATUSES,
  type Category,
  categoryListQuerySchema,
} from '@opsdeck/shared/schemas';
import { countColumn, enumColumn, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { defineList } from '../../../components/data-list/define-list.ts';
import { enumFilter } from '../../../components/data-list/filters.ts';
import type { ListDefinition } from '../../../components/data-list/types.ts';

/**
 * /category/list: categories filtered, sorted and paged on the server (GET /admin/categories). The
 * screen draws its own editable table; these columns give the headers, the sorting and the CSV.
 */
export const categoryListDefinition: ListDefinition<Category> = defineList(categoryListQuerySchema, {
  id: 'categories',
  defaultSort: 'sort:asc',
  rowKey: (row) => row.id,
  fetchPage: (client, query) => listCategories(client, query),
  filters: [
    {
      kind: 'text',
      name: 'q',
      label: 'lists.filters.search',
      placeholder: 'contentWeb.category.searchPlaceholder',
      search: true,
      width: 220,
      validate: (v) => v.length <= 50,
    },
    enumFilter('scope', 'fields.scope', CATEGORY_SCOPES, 'content.scope'),
    enumFilter('status', 'contentWeb.columns.status', CATEGORY_STATUSES, 'content.status'),
  ],
  columns: [
    countColumn(
      { id: 'sort', title: 'contentWeb.columns.sort', width: 80, sortField: 'sort' },
      (r) => r.sort,
    ),
    textColumn({ id: 'name', title: 'fields.name', width: 160, sortField: 'name' }, (r) => r.name),
    textColumn({ id: 'slug', title: 'fields.slug', width: 150 }, (r) => r.slug, { mono: true }),
    textColumn({ id: 'icon', title: 'fields.icon', width: 110 }, (r) => r.icon),
    enumColumn({ id: 'scope', title: 'fields.scope', width: 150 }, (r) => r.scope, 'content.scope', 'plain'),
    enumColumn(
      { id: 'status', title: 'contentWeb.columns.status', width: 110 },
      (r) => r.status,
      'content.status',
    ),
    countColumn(
      { id: 'wallpaperCount', title: 'contentWeb.columns.wallpapers', width: 90 },
      (r) => r.wallpaperCount,
    ),
    countColumn(
      { id: 'templateCount', title: 'contentWeb.columns.templates', width: 90 },
      (r) => r.templateCount,
    ),
    timeColumn(
      { id: 'updatedAt', title: 'contentWeb.columns.updatedAt', width: 140, sortField: 'updatedAt' },
      (r) => r.updatedAt,
    ),
  ],
});
