import { listCategories } from '@opsdeck/shared/api';
import type { Category } from '@opsdeck/shared/schemas';
import { type Fetched, useFetch } from '../../../lib/use-fetch.ts';

/** The categories a template may be in (scope template or both), in display order. */
export function useTemplateCategories(): Fetched<Category[]> {
  return useFetch('template-categories', async (client) => {
    const page = await listCategories(client, { scope: 'template', pageSize: 100, sort: 'sort:asc' });
    return page.list;
  });
}
