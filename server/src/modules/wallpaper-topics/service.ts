import type { WallpaperTopic, wallpaperTopicListQuerySchema } from '@opsdeck/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { wallpaperTopics } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { ContentCtx } from '../content/context.js';
import { contentCrud } from '../content/crud.js';
import { hasRefs, inUse } from '../content/errors.js';
import { searchOf, sortOf } from '../content/list.js';
import { contentReader } from '../content/read.js';

type ListQuery = z.output<typeof wallpaperTopicListQuerySchema>;

const wallpaperCount = sql<number>`(SELECT count(*) FROM wallpaper_topic_links l WHERE l.wallpaper_topic_id = wallpaper_topics.id)::int`;

function select(db: Db | Tx) {
  return db.select({ t: wallpaperTopics, wallpaperCount }).from(wallpaperTopics);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ t, wallpaperCount }: Selected): WallpaperTopic {
  return {
    id: t.id,
    title: t.title,
    slug: t.slug,
    coverUrl: t.coverUrl,
    description: t.description,
    sort: t.sort,
    status: t.status,
    wallpaperCount: Number(wallpaperCount),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

const reader = contentReader({
  resource: 'wallpaperTopic',
  table: wallpaperTopics,
  select: select,
  toRow,
  where: (q: ListQuery) => [
    searchOf(q.q, [wallpaperTopics.title, wallpaperTopics.slug]),
    q.status ? eq(wallpaperTopics.status, q.status) : undefined,
  ],
  order: (q: ListQuery) =>
    sortOf(
      q.sort,
      'sort:asc',
      {
        sort: wallpaperTopics.sort,
        createdAt: wallpaperTopics.createdAt,
        updatedAt: wallpaperTopics.updatedAt,
      },
      wallpaperTopics.id,
    ),
});

/** GET /admin/wallpaper-topics. */
export const listWallpaperTopics = reader.list;

/** GET /admin/wallpaper-topics/{id}. */
export async function getWallpaperTopic(db: Db | Tx, ctx: ContentCtx, id: number): Promise<WallpaperTopic> {
  return reader.get(db, ctx, id);
}

/**
 * POST /admin/wallpaper-topics, PATCH, status, bulk status, and DELETE: refused (409) while
 * wallpapers belong to it.
 */
export const {
  create: createWallpaperTopic,
  update: updateWallpaperTopic,
  setStatus: setWallpaperTopicStatus,
  bulkStatus: bulkSetWallpaperTopicStatus,
  remove: deleteWallpaperTopic,
} = contentCrud({
  resource: 'wallpaperTopic',
  table: wallpaperTopics,
  get: getWallpaperTopic,
  refuseDelete: (_tx, ctx, row) => {
    const refs = { wallpapers: row.wallpaperCount };
    if (hasRefs(refs)) throw inUse(ctx, 'wallpaperTopic', row.title, refs);
  },
});
