import type { CollectionDetail } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { countingTitledReader } from '../content/titled.js';
import { itemsOf } from './items.js';

const itemCount = sql<number>`(SELECT count(*) FROM collection_items i WHERE i.collection_id = collections.id)::int`;

const reader = countingTitledReader('collection', collections, 'itemCount', itemCount);

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
