import { collectionApi } from '@opsdeck/shared/api';
import type { Collection } from '@opsdeck/shared/schemas';
import { pathTo } from '../../../lib/route-links.ts';
import { type EditorialResource, editorialCalls } from '../editorial/editorial-resource.ts';
import type { DetailPlace } from '../shared/detail-page.tsx';

/** The detail screen of a collection (spec §2 routes take no path parameters: the id is in the query). */
export function collectionHref(id: number): string {
  return pathTo('/collection/detail', { id });
}

/** The collection detail page's texts and its list. */
export const COLLECTION_PLACE: DetailPlace = {
  keys: 'contentWeb.collection',
  listPath: pathTo('/collection/list'),
};

/** /collection/list: collections (the spec's booklists) with their item counts; opening one shows its detail. */
export const collectionResource: EditorialResource<Collection> = {
  listId: 'collections',
  title: 'menu.collection.list',
  noun: 'contentWeb.nouns.collection',
  fields: { subtitle: false, window: false },
  count: { title: 'contentWeb.columns.items', get: (r) => r.itemCount },
  ...editorialCalls(
    () => import('@opsdeck/shared/resources').then((m) => m.collectionResource),
    collectionApi,
  ),
  detailHref: (row) => collectionHref(row.id),
};
