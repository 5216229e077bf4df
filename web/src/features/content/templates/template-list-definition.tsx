import { listTemplates } from '@opsdeck/shared/api';
import {
  type Category,
  CONTENT_ACCESS,
  PUBLISH_STATUSES,
  TEMPLATE_KINDS,
  type Template,
} from '@opsdeck/shared/schemas';
import { preloadFirst } from '../../../components/content-image.tsx';
import { countColumn, enumColumn, textColumn } from '../../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../../components/data-list/define-list.ts';
import { enumFilter, rowsFilter, searchFilter } from '../../../components/data-list/filters.ts';
import type { ListDefinition } from '../../../components/data-list/types.ts';
import { stampColumn, statusColumn, statusFilter } from '../shared/content-columns.tsx';
import { templatePicture } from './layout/template-picture.ts';

/**
 * /template/list: templates filtered by text, category, kind, access and status, sorted and paged on
 * the server (GET /admin/templates), drawn as cards with the live renderer; the columns feed the CSV.
 */
export function templateListDefinition(
  categories: readonly Pick<Category, 'id' | 'name'>[],
): ListDefinition<Template> {
  return defineList(listQuerySchema('templateListQuerySchema'), {
    id: 'templates',
    defaultSort: 'createdAt:desc',
    fetchPage: async (client, query) => {
      const page = await listTemplates(client, query);
      preloadFirst(page.list.map(templatePicture));
      return page;
    },
    filters: [
      searchFilter('contentWeb.template.searchPlaceholder', 60, 200),
      rowsFilter('categoryId', 'fields.categoryId', categories, (c) => c.name),
      enumFilter('kind', 'contentWeb.template.kind', TEMPLATE_KINDS, 'content.templateKind'),
      enumFilter('access', 'fields.access', CONTENT_ACCESS, 'content.access'),
      statusFilter(PUBLISH_STATUSES),
    ],
    columns: [
      countColumn({ id: 'id', title: 'contentWeb.columns.id', width: 60 }, (r) => r.id),
      textColumn({ id: 'name', title: 'fields.name', width: 180 }, (r) => r.name),
      textColumn({ id: 'category', title: 'fields.categoryId', width: 120 }, (r) => r.categoryName),
      enumColumn(
        { id: 'kind', title: 'contentWeb.template.kind', width: 100 },
        (r) => r.kind,
        'content.templateKind',
        'plain',
      ),
      enumColumn(
        { id: 'access', title: 'fields.access', width: 80 },
        (r) => r.access,
        'content.access',
        'plain',
      ),
      countColumn(
        { id: 'priceCoins', title: 'fields.priceCoins', width: 90, sortField: 'priceCoins' },
        (r) => r.priceCoins,
      ),
      statusColumn(84),
      countColumn(
        { id: 'uses', title: 'contentWeb.template.uses', width: 80, sortField: 'uses' },
        (r) => r.uses,
      ),
      stampColumn('createdAt', 130),
      stampColumn('updatedAt', 130),
    ],
  });
}
