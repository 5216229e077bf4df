import { listCategories } from '@opsdeck/shared/api';
import type { Category } from '@opsdeck/shared/schemas';
import { type Resource, useResource } from '../shared/use-resource.ts';

/** The categories a template may be in (scope template or both), in display order. */
export function useTemplateCategories(): Resource<Category[]> {
  return useResource('template-categories', async (client) => {
    const page = await listCategories(client, { scope: 'template', pageSize: 100, sort: 'sort:asc' });
    return page.list;
  });
}
