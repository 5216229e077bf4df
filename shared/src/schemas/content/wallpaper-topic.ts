import { z } from 'zod';
import { listQuerySchema, optionalFilter } from '../ledger-query.js';
import {
  bulkStatusBodySchema,
  contentRowSchema,
  onlineStatusSchema,
  searchFilter,
  statusBodySchema,
  updateBodySchema,
} from './common.js';
import { titledDefaults, titledFields, titledRowShape } from './titled.js';

/** Text limits of a wallpaper topic. */
export const WALLPAPER_TOPIC_LIMITS = { title: 60, description: 500 } as const;

/** A wallpaper topic (a wallpaper belongs to 0..n of them); `wallpaperCount` is derived. */
export const wallpaperTopicSchema = contentRowSchema({ ...titledRowShape, wallpaperCount: z.number().int() });
export type WallpaperTopic = z.infer<typeof wallpaperTopicSchema>;

/** GET /admin/wallpaper-topics: `q` (title or slug contains), status; sort default sort:asc. */
export const WALLPAPER_TOPIC_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt'] as const;
export const wallpaperTopicListQuerySchema = listQuerySchema(WALLPAPER_TOPIC_SORT_FIELDS, {
  q: searchFilter(50),
  status: optionalFilter(onlineStatusSchema),
});
export type WallpaperTopicListQuery = z.input<typeof wallpaperTopicListQuerySchema>;

const fields = titledFields(WALLPAPER_TOPIC_LIMITS);

/** POST /admin/wallpaper-topics. */
export const wallpaperTopicCreateBodySchema = z.object({ ...fields, ...titledDefaults(fields) });

/** PATCH /admin/wallpaper-topics/{id}: any fields, plus the `updatedAt` that was read. */
export const wallpaperTopicUpdateBodySchema = updateBodySchema(fields);

/** POST /admin/wallpaper-topics/{id}/status and /admin/wallpaper-topics/bulk-status. */
export const wallpaperTopicStatusBodySchema = statusBodySchema(onlineStatusSchema);
export const wallpaperTopicBulkStatusBodySchema = bulkStatusBodySchema(onlineStatusSchema);
