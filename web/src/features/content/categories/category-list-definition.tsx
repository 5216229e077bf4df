import { listCategories } from '@opsdeck/shared/api';
import { CATEGORY_SCOPES, CATEGORY_STATUSES, type Category } from '@opsdeck/shared/schemas';
import { countColumn, enumColumn, textColumn } from '../../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../../components/data-list/define-list.ts';
import { enumFilter, searchFilter } from '../../../components/data-list/filters.ts';
import type { ListDefinition } from '../../../components/data-list/types.ts';
import {
  slugColumn,
  sortColumn,
  stampColumn,
  statusColumn,
  statusFilter,
} from '../shared/content-columns.tsx';

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const categoryQuery = listQuerySchema('categoryListQuerySchema');

/**
 * /category/list: categories filtered, sorted and paged on the server (GET /admin/categories). The
 * screen draws its own editable table; these columns give the headers, the sorting and the CSV.
 */
export const categoryListDefinition: ListDefinition<Category> = defineList(categoryQuery, {
  id: 'categories',
  defaultSort: 'sort:asc',
  fetchPage: (client, query) => listCategories(client, query),
  filters: [
    searchFilter('contentWeb.category.searchPlaceholder', 50),
    enumFilter('scope', 'fields.scope', CATEGORY_SCOPES, 'content.scope'),
    statusFilter(CATEGORY_STATUSES),
  ],
  columns: [
    sortColumn(80),
    textColumn({ id: 'name', title: 'fields.name', width: 160, sortField: 'name' }, (r) => r.name),
    slugColumn(150),
    textColumn({ id: 'icon', title: 'fields.icon', width: 110 }, (r) => r.icon),
    enumColumn({ id: 'scope', title: 'fields.scope', width: 150 }, (r) => r.scope, 'content.scope', 'plain'),
    statusColumn(110, {}),
    countColumn(
      { id: 'wallpaperCount', title: 'contentWeb.columns.wallpapers', width: 90 },
      (r) => r.wallpaperCount,
    ),
    countColumn(
      { id: 'templateCount', title: 'contentWeb.columns.templates', width: 90 },
      (r) => r.templateCount,
    ),
    stampColumn('updatedAt', 140),
  ],
});
