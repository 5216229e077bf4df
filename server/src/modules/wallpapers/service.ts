import type {
  Wallpaper,
  WallpaperCreateBody,
  WallpaperUpdateBody,
  wallpaperListQuerySchema,
} from '@opsdeck/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { categories, wallpapers } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { requireCategory } from '../categories/check.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { hasRefs, inUse } from '../content/errors.js';
import { searchOf, sortOf } from '../content/list.js';
import { checkPriceMerged } from '../content/price.js';
import { contentReader } from '../content/read.js';
import { contentRefs } from '../content/refs.js';
import { auditContent, lockChecked, updateChecked } from '../content/write.js';
import { completeMedia } from './media.js';
import { replaceTopicLinks } from './topic-links.js';

type ListQuery = z.output<typeof wallpaperListQuerySchema>;

const topicIds = sql<
  number[]
>`ARRAY(SELECT l.wallpaper_topic_id FROM wallpaper_topic_links l WHERE l.wallpaper_id = wallpapers.id ORDER BY 1)`;

function select(db: Db | Tx) {
  return db
    .select({ w: wallpapers, categoryName: categories.name, topicIds })
    .from(wallpapers)
    .innerJoin(categories, eq(categories.id, wallpapers.categoryId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ w, categoryName, topicIds }: Selected): Wallpaper {
  return {
    id: w.id,
    title: w.title,
    imageUrl: w.imageUrl,
    thumbUrl: w.thumbUrl,
    width: w.width,
    height: w.height,
    type: w.type,
    categoryId: w.categoryId,
    categoryName,
    tags: w.tags,
    access: w.access,
    priceCoins: w.priceCoins,
    downloads: w.downloads,
    likes: w.likes,
    status: w.status,
    topicIds: (topicIds ?? []).map(Number),
    createdBy: w.createdBy,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

const reader = contentReader({
  resource: 'wallpaper',
  table: wallpapers,
  select: select,
  toRow,
  where: (q: ListQuery) => [
    searchOf(q.q, [wallpapers.title], wallpapers.id),
    q.categoryId !== undefined ? eq(wallpapers.categoryId, q.categoryId) : undefined,
    q.topicId !== undefined
      ? sql`EXISTS (SELECT 1 FROM wallpaper_topic_links l WHERE l.wallpaper_topic_id = ${q.topicId} AND l.wallpaper_id = wallpapers.id)`
      : undefined,
    q.access ? eq(wallpapers.access, q.access) : undefined,
    q.status ? eq(wallpapers.status, q.status) : undefined,
    q.type ? eq(wallpapers.type, q.type) : undefined,
    q.tag ? sql`${wallpapers.tags} @> ARRAY[${q.tag}]::text[]` : undefined,
  ],
  order: (q: ListQuery) =>
    sortOf(
      q.sort,
      'createdAt:desc',
      {
        createdAt: wallpapers.createdAt,
        updatedAt: wallpapers.updatedAt,
        downloads: wallpapers.downloads,
        likes: wallpapers.likes,
        priceCoins: wallpapers.priceCoins,
      },
      wallpapers.id,
    ),
});

/** GET /admin/wallpapers. */
export const listWallpapers = reader.list;

/** GET /admin/wallpapers/{id}. */
export async function getWallpaper(db: Db | Tx, ctx: ContentCtx, id: number): Promise<Wallpaper> {
  return reader.get(db, ctx, id);
}

/** POST /admin/wallpapers: the category must exist and hold wallpapers, the topics must exist. */
export async function createWallpaper(
  db: Db,
  ctx: ContentCtx,
  body: WallpaperCreateBody,
): Promise<Wallpaper> {
  const media = await completeMedia(ctx, body);
  const { topicIds: topics, thumbUrl: _t, width: _w, height: _h, ...fields } = body;
  return db.transaction(async (tx) => {
    await requireCategory(tx, ctx, body.categoryId, 'wallpaper');
    const [row] = await tx
      .insert(wallpapers)
      .values({ ...fields, ...media, createdBy: ctx.operatorId })
      .returning({ id: wallpapers.id });
    if (!row) throw new Error('insert returned nothing');
    await replaceTopicLinks(tx, ctx, row.id, topics);
    await auditContent(tx, ctx, 'wallpaper', 'create', row.id, { ...body, ...media });
    return getWallpaper(tx, ctx, row.id);
  });
}

/** PATCH /admin/wallpapers/{id}: the price rule and the category are checked on the merged row. */
export async function updateWallpaper(
  db: Db,
  ctx: ContentCtx,
  id: number,
  body: WallpaperUpdateBody,
): Promise<Wallpaper> {
  const { updatedAt, topicIds: topics, ...changes } = body;
  const media = changes.imageUrl ? await completeMedia(ctx, { ...changes, imageUrl: changes.imageUrl }) : {};
  return db.transaction(async (tx) => {
    await lockChecked(tx, ctx, 'wallpaper', wallpapers, id, updatedAt);
    const current = await getWallpaper(tx, ctx, id);
    checkPriceMerged(ctx, current, changes);
    if (changes.categoryId !== undefined && changes.categoryId !== current.categoryId) {
      await requireCategory(tx, ctx, changes.categoryId, 'wallpaper');
    }
    if (topics) await replaceTopicLinks(tx, ctx, id, topics);
    await updateChecked(tx, ctx, 'wallpaper', wallpapers, id, undefined, { ...changes, ...media });
    await auditContent(tx, ctx, 'wallpaper', 'update', id, {
      changes: { ...changes, ...media, ...(topics ? { topicIds: topics } : {}) },
      readAt: updatedAt,
    });
    return getWallpaper(tx, ctx, id);
  });
}

/**
 * POST /admin/wallpapers/{id}/status, bulk status, and DELETE: refused (409) while a collection holds it
 * or members unlocked it.
 */
export const {
  setStatus: setWallpaperStatus,
  bulkStatus: bulkSetWallpaperStatus,
  remove: deleteWallpaper,
} = contentCrud({
  resource: 'wallpaper',
  table: wallpapers,
  get: getWallpaper,
  refuseDelete: async (tx, ctx, row) => {
    const refs = await contentRefs(tx, 'wallpaper', row.id);
    if (hasRefs(refs)) throw inUse(ctx, 'wallpaper', row.title, refs);
  },
});
