import { z } from 'zod';
import { idSchema, listQuerySchema, optionalFilter } from '../ledger-query.js';
import {
  bulkStatusBodySchema,
  contentAccessSchema,
  contentRowSchema,
  mediaUrlSchema,
  publishStatusSchema,
  refinePrice,
  searchFilter,
  statusBodySchema,
  tagsSchema,
  updateBodySchema,
} from './common.js';
import { pricedDefaults, pricedFields } from './priced.js';

/** A still image or a live (animated) wallpaper. */
export const WALLPAPER_TYPES = ['static', 'live'] as const;
export const wallpaperTypeSchema = z.enum(WALLPAPER_TYPES);
export type WallpaperType = z.infer<typeof wallpaperTypeSchema>;

/** Limits of a wallpaper. */
export const WALLPAPER_LIMITS = { title: 60, topics: 20, dimension: 20_000 } as const;

/** A wallpaper row; `topicIds` are its wallpaper topics, `categoryName` rides along. */
export const wallpaperSchema = contentRowSchema({
  title: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: wallpaperTypeSchema,
  categoryId: z.number().int(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  access: contentAccessSchema,
  priceCoins: z.number().int(),
  downloads: z.number().int(),
  likes: z.number().int(),
  status: publishStatusSchema,
  topicIds: z.array(z.number().int()),
  createdBy: z.number().int().nullable(),
});
export type Wallpaper = z.infer<typeof wallpaperSchema>;

/**
 * GET /admin/wallpapers: `q` (title contains, or the id when all digits), categoryId, topicId (a
 * wallpaper topic), access, status, type, tag (exact); sort default createdAt:desc.
 */
export const WALLPAPER_SORT_FIELDS = ['createdAt', 'updatedAt', 'downloads', 'likes', 'priceCoins'] as const;
export const wallpaperListQuerySchema = listQuerySchema(WALLPAPER_SORT_FIELDS, {
  q: searchFilter(60),
  categoryId: optionalFilter(idSchema),
  topicId: optionalFilter(idSchema),
  access: optionalFilter(contentAccessSchema),
  status: optionalFilter(publishStatusSchema),
  type: optionalFilter(wallpaperTypeSchema),
  tag: optionalFilter(z.string().trim().min(1).max(20)),
});
export type WallpaperListQuery = z.input<typeof wallpaperListQuerySchema>;

const dimension = z.number().int().min(1).max(WALLPAPER_LIMITS.dimension);

const fields = {
  title: z.string().trim().min(1).max(WALLPAPER_LIMITS.title),
  imageUrl: mediaUrlSchema,
  thumbUrl: mediaUrlSchema,
  width: dimension,
  height: dimension,
  type: wallpaperTypeSchema,
  categoryId: idSchema,
  tags: tagsSchema,
  ...pricedFields,
  topicIds: z.array(idSchema).max(WALLPAPER_LIMITS.topics),
};

/**
 * POST /admin/wallpapers. For an uploaded image (`/uploads/…`) the server fills `thumbUrl`, `width`
 * and `height` from the file when they are left out; for an external URL width and height are required.
 */
export const wallpaperCreateBodySchema = z
  .object({
    ...fields,
    thumbUrl: fields.thumbUrl.optional(),
    width: fields.width.optional(),
    height: fields.height.optional(),
    type: fields.type.default('static'),
    tags: fields.tags.default([]),
    ...pricedDefaults,
    topicIds: fields.topicIds.default([]),
  })
  .superRefine(refinePrice);
export type WallpaperCreateBody = z.infer<typeof wallpaperCreateBodySchema>;
export type WallpaperCreateInput = z.input<typeof wallpaperCreateBodySchema>;

/**
 * PATCH /admin/wallpapers/{id}: any fields, plus the `updatedAt` that was read. The price rule is
 * checked on the merged row (e.g. access `coin` with the stored price).
 */
export const wallpaperUpdateBodySchema = updateBodySchema(fields);
export type WallpaperUpdateBody = z.infer<typeof wallpaperUpdateBodySchema>;

/** POST /admin/wallpapers/{id}/status and /admin/wallpapers/bulk-status. */
export const wallpaperStatusBodySchema = statusBodySchema(publishStatusSchema);
export const wallpaperBulkStatusBodySchema = bulkStatusBodySchema(publishStatusSchema);
