import { z } from 'zod';
import { contentRowSchema, updateBodySchema } from './common.js';
import {
  titledCreateBodySchema,
  titledFields,
  titledListQuerySchema,
  titledRowShape,
  titledStatusBodySchemas,
} from './titled.js';

/** Text limits of a wallpaper topic. */
export const WALLPAPER_TOPIC_LIMITS = { title: 60, description: 500 } as const;

/** A wallpaper topic (a wallpaper belongs to 0..n of them); `wallpaperCount` is derived. */
export const wallpaperTopicSchema = contentRowSchema({ ...titledRowShape, wallpaperCount: z.number().int() });
export type WallpaperTopic = z.infer<typeof wallpaperTopicSchema>;

/** GET /admin/wallpaper-topics: `q` (title or slug contains), status; sort default sort:asc. */
export const WALLPAPER_TOPIC_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt'] as const;
export const wallpaperTopicListQuerySchema = titledListQuerySchema(WALLPAPER_TOPIC_SORT_FIELDS);
export type WallpaperTopicListQuery = z.input<typeof wallpaperTopicListQuerySchema>;

const fields = titledFields(WALLPAPER_TOPIC_LIMITS);

/** POST /admin/wallpaper-topics. */
export const wallpaperTopicCreateBodySchema = titledCreateBodySchema(fields);

/** PATCH /admin/wallpaper-topics/{id}: any fields, plus the `updatedAt` that was read. */
export const wallpaperTopicUpdateBodySchema = updateBodySchema(fields);

/** POST /admin/wallpaper-topics/{id}/status and /admin/wallpaper-topics/bulk-status. */
export const { status: wallpaperTopicStatusBodySchema, bulkStatus: wallpaperTopicBulkStatusBodySchema } =
  titledStatusBodySchemas();
