import { sql } from 'drizzle-orm';
import { wallpaperTopics } from '../../db/schema/index.js';
import { contentCrud } from '../content/crud.js';
import { hasRefs, inUse } from '../content/errors.js';
import { countingTitledReader } from '../content/titled.js';

const wallpaperCount = sql<number>`(SELECT count(*) FROM wallpaper_topic_links l WHERE l.wallpaper_topic_id = wallpaper_topics.id)::int`;

const reader = countingTitledReader('wallpaperTopic', wallpaperTopics, 'wallpaperCount', wallpaperCount);

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
