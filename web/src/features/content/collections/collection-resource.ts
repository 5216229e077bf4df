import {
  createCollection,
  getCollection,
  listCollections,
  setCollectionStatus,
  updateCollection,
} from '@opsdeck/shared/api';
import {
  type Collection,
  type CollectionCreateInput,
  type CollectionUpdateInput,
  collectionCreateBodySchema,
  collectionListQuerySchema,
  collectionUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { checkedFetcher } from '../../../components/data-list/define-list.ts';
import type { EditorialResource } from '../editorial/editorial-resource.ts';
import type { DetailPlace } from '../shared/detail-page.tsx';

/** The detail screen of a collection (spec §2 routes take no path parameters: the id is in the query). */
export function collectionHref(id: number): string {
  return `/collection/detail?id=${id}`;
}

/** The collection detail page's texts and its list. */
export const COLLECTION_PLACE: DetailPlace = { keys: 'contentWeb.collection', listPath: '/collection/list' };

/** /collection/list: collections (the spec's booklists) with their item counts; opening one shows its detail. */
export const collectionResource: EditorialResource<Collection> = {
  listId: 'collections',
  title: 'menu.collection.list',
  noun: 'contentWeb.nouns.collection',
  fields: { subtitle: false, window: false },
  count: { title: 'contentWeb.columns.items', get: (r) => r.itemCount },
  listQuerySchema: collectionListQuerySchema,
  list: checkedFetcher(collectionListQuerySchema, listCollections),
  get: getCollection,
  create: (client, body) => createCollection(client, body as CollectionCreateInput),
  update: (client, id, body) => updateCollection(client, id, body as CollectionUpdateInput),
  setStatus: setCollectionStatus,
  createSchema: collectionCreateBodySchema,
  updateSchema: collectionUpdateBodySchema,
  detailHref: (row) => collectionHref(row.id),
};
