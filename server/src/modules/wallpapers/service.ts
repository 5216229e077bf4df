import {
  durationRuleViolation,
  type Wallpaper,
  type WallpaperCreateBody,
  type WallpaperUpdateBody,
  type wallpaperListQuerySchema,
} from '@opsdeck/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { categories, wallpapers } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { fieldError } from '../content/errors.js';
import { sortOf, stampsOf } from '../content/list.js';
import { checkPricedChanges, insertPriced, refuseWhileHeld } from '../content/priced.js';
import { contentReader } from '../content/read.js';
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
    durationSeconds: w.durationSeconds,
    createdBy: w.createdBy,
    ...stampsOf(w),
  };
}

const reader = contentReader({
  resource: 'wallpaper',
  table: wallpapers,
  select: select,
  toRow,
  search: { columns: [wallpapers.title], byId: true },
  where: (q: ListQuery) => [
    q.categoryId !== undefined ? eq(wallpapers.categoryId, q.categoryId) : undefined,
    q.topicId !== undefined
      ? sql`EXISTS (SELECT 1 FROM wallpaper_topic_links l WHERE l.wallpaper_topic_id = ${q.topicId} AND l.wallpaper_id = wallpapers.id)`
      : undefined,
    q.access ? eq(wallpapers.access, q.access) : undefined,
    q.type ? eq(wallpapers.type, q.type) : undefined,
    q.tag ? sql`${wallpapers.tags} @> ARRAY[${q.tag}]::text[]` : undefined,
  ],
  order: (q: ListQuery) => sortOf(q.sort, 'createdAt:desc', wallpapers, wallpapers.id),
});

/** GET /admin/wallpapers. */
export const listWallpapers = reader.list;

/** GET /admin/wallpapers/{id}. */
export const getWallpaper = reader.get;

/** POST /admin/wallpapers: the category must exist and hold wallpapers, the topics must exist. */
export async function createWallpaper(
  db: Db,
  ctx: ContentCtx,
  body: WallpaperCreateBody,
): Promise<Wallpaper> {
  const media = await completeMedia(ctx, body);
  const { topicIds: topics, thumbUrl: _t, width: _w, height: _h, ...fields } = body;
  return db.transaction(async (tx) => {
    const values = { ...fields, ...media, createdBy: ctx.operatorId };
    const id = await insertPriced(tx, ctx, 'wallpaper', wallpapers, values);
    await replaceTopicLinks(tx, ctx, id, topics);
    await auditContent(tx, ctx, 'wallpaper', 'create', id, { ...body, ...media });
    return getWallpaper(tx, ctx, id);
  });
}

/**
 * The duration rule on the merged row: only a live wallpaper has a duration (400 naming
 * durationSeconds); turning one into a still image without naming a duration clears it.
 */
function checkDurationMerged(
  ctx: ContentCtx,
  current: Wallpaper,
  changes: Pick<WallpaperUpdateBody, 'type' | 'durationSeconds'>,
): void {
  const type = changes.type ?? current.type;
  if (type !== 'live' && changes.durationSeconds === undefined && current.durationSeconds !== null)
    changes.durationSeconds = null;
  const duration = changes.durationSeconds === undefined ? current.durationSeconds : changes.durationSeconds;
  const key = durationRuleViolation(type, duration);
  if (key) throw fieldError(ctx, 400, 'durationSeconds', 'custom', key);
}

/**
 * PATCH /admin/wallpapers/{id}: the price rule, the category and the duration rule are checked on the
 * merged row.
 */
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
    await checkPricedChanges(tx, ctx, 'wallpaper', current, changes);
    checkDurationMerged(ctx, current, changes);
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
  refuseDelete: refuseWhileHeld('wallpaper', (row: Wallpaper) => row.title),
});
