import { z } from 'zod';
import { CONTENT_TYPES, UNLOCK_VIAS } from './consume-values.js';
import { coinLedgerRowSchema, coinReasonSchema } from './ledger.js';
import {
  createdRangeFilters,
  idSchema,
  listQuerySchema,
  memberRefFilters,
  memberRefShape,
  optionalFilter,
} from './list-query.js';

// The values live in consume-values.ts, without zod (a list showing them loads no zod).
export { CONTENT_TYPES, UNLOCK_VIAS } from './consume-values.js';

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const unlockViaSchema = z.enum(UNLOCK_VIAS);
export type UnlockVia = z.infer<typeof unlockViaSchema>;

/**
 * GET /admin/consume/vip (unlocks via VIP) and GET /admin/consume/unlocked (unlocks paid with coins):
 * filter by member, content type and id, creation range; sort createdAt (default desc).
 */
export const unlockListQuerySchema = listQuerySchema(['createdAt'], {
  ...memberRefFilters,
  contentType: optionalFilter(contentTypeSchema),
  contentId: optionalFilter(idSchema),
  ...createdRangeFilters,
});
export type UnlockListQuery = z.input<typeof unlockListQuerySchema>;

/** The wallpaper's title or the template's name, and its thumbnail; null once the content is deleted. */
export const contentSummarySchema = z.object({ title: z.string(), thumbUrl: z.string() }).nullable();
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** One unlock; `coinsSpent` > 0 only when `via` is coin. */
export const unlockRowSchema = z.object({
  id: z.number().int(),
  ...memberRefShape,
  contentType: contentTypeSchema,
  contentId: z.number().int(),
  content: contentSummarySchema,
  via: unlockViaSchema,
  coinsSpent: z.number().int(),
  createdAt: z.string(),
});
export type UnlockRow = z.infer<typeof unlockRowSchema>;

/**
 * GET /admin/consume/coin: coin_ledger rows with delta < 0 (coins that left a balance: unlocks,
 * refunds…), newest first. Filter by member, reason, creation range; sort createdAt.
 * The rows are coinConsumeRowSchema rows (delta negative).
 */
export const coinConsumeQuerySchema = listQuerySchema(['createdAt'], {
  ...memberRefFilters,
  reason: optionalFilter(coinReasonSchema),
  ...createdRangeFilters,
});
export type CoinConsumeQuery = z.input<typeof coinConsumeQuerySchema>;

/**
 * One row of GET /admin/consume/coin: a coin ledger row (delta < 0) and, when it paid for an unlock
 * (refType `unlock`), the unlocked content's type, id and summary (null for other rows, and the
 * summary null once the content is deleted).
 */
export const coinConsumeRowSchema = coinLedgerRowSchema.extend({
  contentType: contentTypeSchema.nullable(),
  contentId: z.number().int().nullable(),
  content: contentSummarySchema,
});
export type CoinConsumeRow = z.infer<typeof coinConsumeRowSchema>;
