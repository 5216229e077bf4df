import type { Collection, CollectionDetail, collectionListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { collections } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { sortOf } from '../content/list.js';
import { contentReader } from '../content/read.js';
import { titledOf } from '../content/titled.js';
import { itemsOf } from './items.js';

type ListQuery = z.output<typeof collectionListQuerySchema>;

const itemCount = sql<number>`(SELECT count(*) FROM collection_items i WHERE i.collection_id = collections.id)::int`;

function select(db: Db | Tx) {
  return db.select({ c: collections, itemCount }).from(collections);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ c, itemCount }: Selected): Collection {
  return {
    ...titledOf(c),
    itemCount: Number(itemCount),
  };
}

const reader = contentReader({
  resource: 'collection',
  table: collections,
  select: select,
  toRow,
  search: { columns: [collections.title, collections.slug] },
  order: (q: ListQuery) => sortOf(q.sort, 'sort:asc', collections, collections.id),
});

/** GET /admin/collections. */
export const listCollections = reader.list;

/** GET /admin/collections/{id}: the collection with its items in order. */
export async function getCollection(db: Db | Tx, ctx: ContentCtx, id: number): Promise<CollectionDetail> {
  return { ...(await reader.get(db, ctx, id)), items: await itemsOf(db, id) };
}

/** POST /admin/collections, PATCH, status, bulk status and DELETE (the items go with it). */
export const {
  create: createCollection,
  update: updateCollection,
  setStatus: setCollectionStatus,
  bulkStatus: bulkSetCollectionStatus,
  remove: deleteCollection,
} = contentCrud({ resource: 'collection', table: collections, get: getCollection });
