import type {
  CollectionDetail,
  CollectionItem,
  CollectionItemAddBody,
  CollectionReorderBody,
} from '@opsdeck/shared/schemas';
import { COLLECTION_LIMITS } from '@opsdeck/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collectionItems, collections, templates, wallpapers } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import type { Tx } from '../../db/tx.js';
import { type ContentCtx, tr } from '../content/context.js';
import { fieldError, notFound } from '../content/errors.js';
import { auditContent, lockChecked, updateChecked } from '../content/write.js';

interface ItemSqlRow {
  id: number;
  content_type: 'wallpaper' | 'template';
  content_id: number;
  sort: number;
  title: string;
  image_url: string;
  status: 'draft' | 'online' | 'offline';
  access: 'free' | 'vip' | 'coin';
  created_at: Date | string;
}

/** The items of a collection in order, with the title, picture, status and access of what they point at. */
export async function itemsOf(db: Db | Tx, collectionId: number): Promise<CollectionItem[]> {
  const rows = await queryRows<ItemSqlRow>(
    db,
    sql`SELECT ci.id, ci.content_type, ci.content_id, ci.sort, ci.created_at,
        COALESCE(w.title, t.name, '') AS title,
        COALESCE(w.thumb_url, t.cover_url, '') AS image_url,
        COALESCE(w.status, t.status, 'offline') AS status,
        COALESCE(w.access, t.access, 'free') AS access
      FROM collection_items ci
      LEFT JOIN wallpapers w ON ci.content_type = 'wallpaper' AND w.id = ci.content_id
      LEFT JOIN templates t ON ci.content_type = 'template' AND t.id = ci.content_id
      WHERE ci.collection_id = ${collectionId}
      ORDER BY ci.sort, ci.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    contentType: r.content_type,
    contentId: Number(r.content_id),
    sort: Number(r.sort),
    title: r.title,
    imageUrl: r.image_url,
    status: r.status,
    access: r.access,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

async function contentExists(tx: Tx, body: CollectionItemAddBody): Promise<boolean> {
  const table = body.contentType === 'wallpaper' ? wallpapers : templates;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, body.contentId))
    .for('share');
  return !!row;
}

/** Numbers the items 0, 1, 2… in their current order (after a removal). */
async function renumber(tx: Tx, collectionId: number): Promise<void> {
  await tx.execute(sql`UPDATE collection_items ci SET sort = o.pos
    FROM (SELECT id, (row_number() OVER (ORDER BY sort, id) - 1)::int AS pos
          FROM collection_items WHERE collection_id = ${collectionId}) o
    WHERE ci.id = o.id AND ci.sort <> o.pos`);
}

type Detail = (tx: Tx, ctx: ContentCtx, id: number) => Promise<CollectionDetail>;

/**
 * One change of a collection's items, in a transaction: locks the collection (409 `stale` when it
 * changed since `readAt`), makes the change, moves the collection's updated_at, audits
 * `collection.<verb>` with what the change returns, and answers the collection with its items.
 */
function changeItems(
  db: Db,
  ctx: ContentCtx,
  id: number,
  readAt: string | undefined,
  verb: string,
  detail: Detail,
  change: (tx: Tx) => Promise<Record<string, unknown>>,
): Promise<CollectionDetail> {
  return db.transaction(async (tx) => {
    await lockChecked(tx, ctx, 'collection', collections, id, readAt);
    const payload = await change(tx);
    await updateChecked(tx, ctx, 'collection', collections, id, undefined, {});
    await auditContent(tx, ctx, 'collection', verb, id, payload);
    return detail(tx, ctx, id);
  });
}

/** POST /admin/collections/{id}/items: appends a wallpaper or template that exists and is not in it yet. */
export function addItem(
  db: Db,
  ctx: ContentCtx,
  id: number,
  body: CollectionItemAddBody,
  detail: Detail,
): Promise<CollectionDetail> {
  return changeItems(db, ctx, id, undefined, 'addItem', detail, async (tx) => {
    const type = tr(ctx, `content.contentType.${body.contentType}`);
    if (!(await contentExists(tx, body))) {
      throw fieldError(ctx, 400, 'contentId', 'exists', 'content.errors.contentNotFound', {
        type,
        id: body.contentId,
      });
    }
    const [stats] = await queryRows<{ n: number; next: number; dup: boolean }>(
      tx,
      sql`SELECT count(*)::int AS n, COALESCE(max(sort) + 1, 0)::int AS next,
        bool_or(content_type = ${body.contentType} AND content_id = ${body.contentId}) AS dup
        FROM collection_items WHERE collection_id = ${id}`,
    );
    if (stats?.dup) {
      throw fieldError(ctx, 409, 'contentId', 'unique', 'content.errors.itemExists', {
        type,
        id: body.contentId,
      });
    }
    if (Number(stats?.n ?? 0) >= COLLECTION_LIMITS.items) {
      throw fieldError(ctx, 400, 'contentId', 'max', 'content.errors.tooManyItems', {
        max: COLLECTION_LIMITS.items,
        count: COLLECTION_LIMITS.items,
      });
    }
    const [row] = await tx
      .insert(collectionItems)
      .values({ collectionId: id, ...body, sort: Number(stats?.next ?? 0) })
      .returning({ id: collectionItems.id });
    return { itemId: row?.id, ...body };
  });
}

/** DELETE /admin/collections/{id}/items/{itemId}: the others keep their order. */
export function removeItem(
  db: Db,
  ctx: ContentCtx,
  id: number,
  itemId: number,
  detail: Detail,
): Promise<CollectionDetail> {
  return changeItems(db, ctx, id, undefined, 'removeItem', detail, async (tx) => {
    const [gone] = await tx
      .delete(collectionItems)
      .where(and(eq(collectionItems.id, itemId), eq(collectionItems.collectionId, id)))
      .returning();
    if (!gone) throw notFound(ctx, 'collectionItem', itemId);
    await renumber(tx, id);
    return { itemId, contentType: gone.contentType, contentId: gone.contentId };
  });
}

/** PUT /admin/collections/{id}/items/order: `itemIds` must be exactly the collection's items. */
export function reorderItems(
  db: Db,
  ctx: ContentCtx,
  id: number,
  body: CollectionReorderBody,
  detail: Detail,
): Promise<CollectionDetail> {
  return changeItems(db, ctx, id, body.updatedAt, 'reorder', detail, async (tx) => {
    const current = await tx
      .select({ id: collectionItems.id })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, id));
    const have = new Set(current.map((r) => r.id));
    const wanted = new Set(body.itemIds);
    if (
      wanted.size !== body.itemIds.length ||
      wanted.size !== have.size ||
      body.itemIds.some((i) => !have.has(i))
    ) {
      throw fieldError(ctx, 400, 'itemIds', 'set', 'content.errors.reorderMismatch');
    }
    if (body.itemIds.length > 0) {
      await tx.execute(sql`UPDATE collection_items ci SET sort = o.pos - 1
        FROM unnest(${`{${body.itemIds.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, pos)
        WHERE ci.id = o.id AND ci.collection_id = ${id}`);
    }
    return { itemIds: body.itemIds };
  });
}
