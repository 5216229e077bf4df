import type { WallpaperTopic, wallpaperTopicListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { wallpaperTopics } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import { contentCrud } from '../content/crud.js';
import { hasRefs, inUse } from '../content/errors.js';
import { sortOf } from '../content/list.js';
import { contentReader } from '../content/read.js';
import { titledOf } from '../content/titled.js';

type ListQuery = z.output<typeof wallpaperTopicListQuerySchema>;

const wallpaperCount = sql<number>`(SELECT count(*) FROM wallpaper_topic_links l WHERE l.wallpaper_topic_id = wallpaper_topics.id)::int`;

function select(db: Db | Tx) {
  return db.select({ t: wallpaperTopics, wallpaperCount }).from(wallpaperTopics);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow({ t, wallpaperCount }: Selected): WallpaperTopic {
  return {
    ...titledOf(t),
    wallpaperCount: Number(wallpaperCount),
  };
}

const reader = contentReader({
  resource: 'wallpaperTopic',
  table: wallpaperTopics,
  select: select,
  toRow,
  search: { columns: [wallpaperTopics.title, wallpaperTopics.slug] },
  order: (q: ListQuery) => sortOf(q.sort, 'sort:asc', wallpaperTopics, wallpaperTopics.id),
});

/** GET /admin/wallpaper-topics. */
export const listWallpaperTopics = reader.list;

/** GET /admin/wallpaper-topics/{id}. */
export const getWallpaperTopic = reader.get;

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
