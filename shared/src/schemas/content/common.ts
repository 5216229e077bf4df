import { z } from 'zod';
import { idSchema, optionalFilter } from '../list-query.js';
import { COLOR_PATTERN, CONTENT_ACCESS, ONLINE_STATUSES, PUBLISH_STATUSES } from './values.js';

// The values live in values.ts, without zod (a list showing them loads no zod).
export { CONTENT_ACCESS, ONLINE_STATUSES, PUBLISH_STATUSES, TITLED_SORT_FIELDS } from './values.js';

/**
 * Building blocks of the content area: categories, topics, wallpaper topics, wallpapers,
 * templates, collections. Conventions:
 * - Times are ISO 8601 strings (UTC, millisecond precision).
 * - Every row carries `updatedAt`; an update body sends back the `updatedAt` it read, and the server
 *   refuses the edit with 409 (rule `stale`, field `updatedAt`) when the row changed since.
 * - Slugs are unique per table (409, rule `unique`, field `slug`).
 * - Media URLs are either an uploaded file (`/uploads/<hash>.<ext>`, from POST /admin/uploads) or an
 *   absolute http(s) URL.
 */

export const contentAccessSchema = z.enum(CONTENT_ACCESS);
export type ContentAccess = z.infer<typeof contentAccessSchema>;

export const publishStatusSchema = z.enum(PUBLISH_STATUSES);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

export const onlineStatusSchema = z.enum(ONLINE_STATUSES);
export type OnlineStatus = z.infer<typeof onlineStatusSchema>;

/** A URL-safe identifier: lower-case letters, digits and single dashes, 1..64 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().trim().min(1).max(64).regex(SLUG_PATTERN, 'content.validation.slug');

/** An uploaded file path or an absolute http(s) URL (at most 500 characters). */
export const MEDIA_URL_PATTERN = /^(\/uploads\/[A-Za-z0-9._-]+|https?:\/\/[^\s]+)$/;
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(MEDIA_URL_PATTERN, 'content.validation.mediaUrl');

/** A colour `#rrggbb` or `#rrggbbaa` (the pattern is in values.ts, without zod). */
export { COLOR_PATTERN } from './values.js';
export const colorSchema = z.string().regex(COLOR_PATTERN, 'content.validation.color');

/** Display order: smaller first. */
export const sortOrderSchema = z.number().int().min(0).max(9999);

/** Price in coins: an integer 0..100000; above 0 only when access is `coin` (see `checkPrice`). */
export const PRICE_MAX = 100_000;
export const priceCoinsSchema = z.number().int().min(0).max(PRICE_MAX);

/** `updatedAt` as read from the server (ISO 8601); required on every update. */
export const updatedAtSchema = z.iso.datetime({ offset: true, message: 'content.validation.updatedAt' });

/** An optional ISO 8601 date-time, or null to clear it. */
export const optionalDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'content.validation.dateTime' })
  .nullable()
  .optional();

/** `{ id }` path parameter of every content route. */
export const contentIdParamsSchema = z.object({ id: idSchema });
export type ContentIdParams = z.infer<typeof contentIdParamsSchema>;

/** Largest number of ids one bulk status change takes. */
export const BULK_MAX = 100;

/** A bulk status body over ids 1..BULK_MAX (duplicates are ignored). */
export function bulkStatusBodySchema<S extends z.ZodType>(status: S) {
  return z.object({
    ids: z
      .array(idSchema)
      .min(1, 'content.validation.idsRequired')
      .max(BULK_MAX, 'content.validation.tooManyIds'),
    status,
  });
}

/** What a bulk status change answers: how many rows changed and which ids were not found. */
export const bulkStatusResultSchema = z.object({
  updated: z.number().int(),
  ids: z.array(z.number().int()),
  missing: z.array(z.number().int()),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** A single status change; `updatedAt` is optional here (409 `stale` when given and outdated). */
export function statusBodySchema<S extends z.ZodType>(status: S) {
  return z.object({ status, updatedAt: updatedAtSchema.optional() });
}

/** POST …/{id}/status and …/bulk-status bodies over the same statuses, keyed as a resource declares them. */
export function statusBodySchemas<S extends z.ZodType>(status: S) {
  return { status: statusBodySchema(status), bulkStatus: bulkStatusBodySchema(status) };
}

/** What DELETE answers. */
export const deleteResultSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** Tags of a wallpaper: up to 10, each 1..20 characters, trimmed. */
export const tagsSchema = z.array(z.string().trim().min(1).max(20)).max(10);

/**
 * The price rule of wallpapers and templates: `priceCoins` above 0 exactly when access is `coin`.
 * Returns the i18n key of the broken rule (issue on field `priceCoins`), or null.
 */
export function priceRuleViolation(access: ContentAccess, priceCoins: number): string | null {
  if (access === 'coin' && priceCoins <= 0) return 'content.validation.priceRequired';
  if (access !== 'coin' && priceCoins > 0) return 'content.validation.priceOnlyForCoin';
  return null;
}

/** Adds the price-rule issue when both fields are present (create bodies; the server re-checks merges). */
export function refinePrice(
  value: { access?: ContentAccess | undefined; priceCoins?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.access === undefined) return;
  const key = priceRuleViolation(value.access, value.priceCoins ?? 0);
  if (key) ctx.addIssue({ code: 'custom', path: ['priceCoins'], message: key });
}

/** A content row: its id, the resource's columns, then when it was created and last updated (ISO 8601). */
export function contentRowSchema<S extends z.ZodRawShape>(shape: S) {
  return z.object({ id: z.number().int(), ...shape, createdAt: z.string(), updatedAt: z.string() });
}

/**
 * The PATCH body of a content resource: any of its fields (`overrides` replaces how some parse, e.g.
 * to accept null), plus the `updatedAt` that was read.
 */
export function updateBodySchema<F extends z.ZodRawShape, O extends z.ZodRawShape = Record<never, never>>(
  fields: F,
  overrides?: O,
) {
  return z
    .object(fields)
    .extend(overrides ?? ({} as O))
    .partial()
    .extend({ updatedAt: updatedAtSchema });
}

/** The `q` filter of a content list: the text to look for, 1..`max` characters. */
export function searchFilter(max: number) {
  return optionalFilter(z.string().trim().min(1).max(max));
}
