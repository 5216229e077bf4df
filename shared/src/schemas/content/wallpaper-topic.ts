import { z } from 'zod';
import { listQuerySchema, optionalFilter } from '../ledger-query.js';
import {
  bulkStatusBodySchema,
  mediaUrlSchema,
  onlineStatusSchema,
  slugSchema,
  sortOrderSchema,
  statusBodySchema,
  updatedAtSchema,
} from './common.js';

/** Text limits of a wallpaper topic. */
export const WALLPAPER_TOPIC_LIMITS = { title: 60, description: 500 } as const;

/** A wallpaper topic (a wallpaper belongs to 0..n of them); `wallpaperCount` is derived. */
export const wallpaperTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  coverUrl: z.string(),
  description: z.string(),
  sort: z.number().int(),
  status: onlineStatusSchema,
  wallpaperCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WallpaperTopic = z.infer<typeof wallpaperTopicSchema>;

/** GET /admin/wallpaper-topics: `q` (title or slug contains), status; sort default sort:asc. */
export const WALLPAPER_TOPIC_SORT_FIELDS = ['sort', 'createdAt', 'updatedAt'] as const;
export const wallpaperTopicListQuerySchema = listQuerySchema(WALLPAPER_TOPIC_SORT_FIELDS, {
  q: optionalFilter(z.string().trim().min(1).max(50)),
  status: optionalFilter(onlineStatusSchema),
});
export type WallpaperTopicListQuery = z.input<typeof wallpaperTopicListQuerySchema>;

const fields = {
  title: z.string().trim().min(1).max(WALLPAPER_TOPIC_LIMITS.title),
  slug: slugSchema,
  coverUrl: mediaUrlSchema,
  description: z.string().trim().max(WALLPAPER_TOPIC_LIMITS.description),
  sort: sortOrderSchema,
  status: onlineStatusSchema,
};

/** POST /admin/wallpaper-topics. */
export const wallpaperTopicCreateBodySchema = z.object({
  ...fields,
  description: fields.description.default(''),
  sort: fields.sort.default(0),
  status: fields.status.default('offline'),
});
export type WallpaperTopicCreateBody = z.infer<typeof wallpaperTopicCreateBodySchema>;
export type WallpaperTopicCreateInput = z.input<typeof wallpaperTopicCreateBodySchema>;

/** PATCH /admin/wallpaper-topics/{id}: any fields, plus the `updatedAt` that was read. */
export const wallpaperTopicUpdateBodySchema = z.object({
  title: fields.title.optional(),
  slug: fields.slug.optional(),
  coverUrl: fields.coverUrl.optional(),
  description: fields.description.optional(),
  sort: fields.sort.optional(),
  status: fields.status.optional(),
  updatedAt: updatedAtSchema,
});
export type WallpaperTopicUpdateBody = z.infer<typeof wallpaperTopicUpdateBodySchema>;
export type WallpaperTopicUpdateInput = z.input<typeof wallpaperTopicUpdateBodySchema>;

/** POST /admin/wallpaper-topics/{id}/status and /admin/wallpaper-topics/bulk-status. */
export const wallpaperTopicStatusBodySchema = statusBodySchema(onlineStatusSchema);
export type WallpaperTopicStatusBody = z.infer<typeof wallpaperTopicStatusBodySchema>;
export const wallpaperTopicBulkStatusBodySchema = bulkStatusBodySchema(onlineStatusSchema);
export type WallpaperTopicBulkStatusBody = z.infer<typeof wallpaperTopicBulkStatusBodySchema>;
