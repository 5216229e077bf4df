import { z } from 'zod';
import { memberSummarySchema } from './member.js';

/** Bounds of a re-issue: coins 1..100000, days 1..3650, reason 2..200 characters (trimmed). */
export const PATCH_LIMITS = {
  coins: { min: 1, max: 100_000 },
  days: { min: 1, max: 3650 },
  reason: { min: 2, max: 200 },
} as const;

/** The HTTP header carrying the idempotency key of a re-issue. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** An idempotency key: 1..128 visible ASCII characters (a UUID is typical; the CLI's `--key`). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, 'money.validation.idempotencyKeyFormat');

const memberIdSchema = z.number().int().min(1).max(2_147_483_647);

const reasonSchema = z.string().trim().min(PATCH_LIMITS.reason.min).max(PATCH_LIMITS.reason.max);

/**
 * POST /admin/member/patch-coin body: give `coins` to member `memberId` (the internal id) for `reason`.
 * `dryRun: true` validates and answers the would-be result without writing anything.
 */
export const patchCoinBodySchema = z.object({
  memberId: memberIdSchema,
  coins: z.number().int().min(PATCH_LIMITS.coins.min).max(PATCH_LIMITS.coins.max),
  reason: reasonSchema,
  dryRun: z.boolean().optional(),
});
export type PatchCoinBody = z.infer<typeof patchCoinBodySchema>;
export type PatchCoinInput = z.input<typeof patchCoinBodySchema>;

/** POST /admin/member/patch-vip body: add `days` of VIP to member `memberId` for `reason` (time stacks). */
export const patchVipBodySchema = z.object({
  memberId: memberIdSchema,
  days: z.number().int().min(PATCH_LIMITS.days.min).max(PATCH_LIMITS.days.max),
  reason: reasonSchema,
  dryRun: z.boolean().optional(),
});
export type PatchVipBody = z.infer<typeof patchVipBodySchema>;
export type PatchVipInput = z.input<typeof patchVipBodySchema>;

/**
 * What every re-issue answers. `orderNo` is the patch order's number (null only for a dry run that
 * matches no earlier call). `replayed` is true when the answer is the stored result of an earlier call
 * with the same Idempotency-Key and body (nothing was changed this time). `member` is the member as
 * it is after this call (for a dry run: as it is now).
 */
const patchResultShape = {
  orderNo: z.string().nullable(),
  memberId: z.number().int(),
  reason: z.string(),
  dryRun: z.boolean(),
  replayed: z.boolean(),
  createdAt: z.string().nullable(),
  member: memberSummarySchema,
};

/** POST /admin/member/patch-coin answer: the coin balance before and after the re-issue. */
export const patchCoinResultSchema = z.object({
  ...patchResultShape,
  coins: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
});
export type PatchCoinResult = z.infer<typeof patchCoinResultSchema>;

/** POST /admin/member/patch-vip answer: the VIP expiry before (null = never VIP) and after. */
export const patchVipResultSchema = z.object({
  ...patchResultShape,
  days: z.number().int(),
  vipExpiresBefore: z.string().nullable(),
  vipExpiresAfter: z.string(),
});
export type PatchVipResult = z.infer<typeof patchVipResultSchema>;
