import { z } from 'zod';
import { idSchema, listQuerySchema, optionalFilter } from '../list-query.js';
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
import { WALLPAPER_SORT_FIELDS, WALLPAPER_TYPES } from './values.js';

// The values live in values.ts, without zod (a list showing them loads no zod).
export { WALLPAPER_SORT_FIELDS, WALLPAPER_TYPES } from './values.js';

export const wallpaperTypeSchema = z.enum(WALLPAPER_TYPES);
export type WallpaperType = z.infer<typeof wallpaperTypeSchema>;

/** Limits of a wallpaper. */
export const WALLPAPER_LIMITS = { title: 60, topics: 20, dimension: 20_000, durationSeconds: 3600 } as const;

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
  /** A live (video) wallpaper's playing time in whole seconds; null for a still image. */
  durationSeconds: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
});
export type Wallpaper = z.infer<typeof wallpaperSchema>;

/**
 * GET /admin/wallpapers: `q` (title contains, or the id when all digits), categoryId, topicId (a
 * wallpaper topic), access, status, type, tag (exact); sort default createdAt:desc.
 */
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
  durationSeconds: z.number().int().min(1).max(WALLPAPER_LIMITS.durationSeconds).nullable(),
};

/** The i18n key of a broken duration rule (only a live wallpaper plays for a time), or null. */
export function durationRuleViolation(type: WallpaperType, durationSeconds: number | null): string | null {
  return type !== 'live' && durationSeconds !== null ? 'content.validation.durationOnlyForLive' : null;
}

function refineDuration(
  value: { type?: WallpaperType | undefined; durationSeconds?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const key = durationRuleViolation(value.type ?? 'static', value.durationSeconds ?? null);
  if (key) ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: key });
}

/**
 * POST /admin/wallpapers. For an uploaded image (`/uploads/…`) the server fills `thumbUrl`, `width`
 * and `height` from the file when they are left out; for an external URL width and height are required.
 * `durationSeconds` (1 to 3600) is a live wallpaper's playing time; a still image has none.
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
    durationSeconds: fields.durationSeconds.default(null),
  })
  .superRefine(refinePrice)
  .superRefine(refineDuration);
export type WallpaperCreateBody = z.infer<typeof wallpaperCreateBodySchema>;
export type WallpaperCreateInput = z.input<typeof wallpaperCreateBodySchema>;

/**
 * PATCH /admin/wallpapers/{id}: any fields, plus the `updatedAt` that was read. The price and the
 * duration rules are checked on the merged row (e.g. access `coin` with the stored price; turning a
 * live wallpaper into a still image clears its duration).
 */
export const wallpaperUpdateBodySchema = updateBodySchema(fields);
export type WallpaperUpdateBody = z.infer<typeof wallpaperUpdateBodySchema>;

/** POST /admin/wallpapers/{id}/status and /admin/wallpapers/bulk-status. */
export const wallpaperStatusBodySchema = statusBodySchema(publishStatusSchema);
export const wallpaperBulkStatusBodySchema = bulkStatusBodySchema(publishStatusSchema);
