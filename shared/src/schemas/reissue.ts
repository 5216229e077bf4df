import { z } from 'zod';
import { IDEMPOTENCY_HEADER, REISSUE_LIMITS } from '../reissue/kinds.js';
import { approvalRuleSchema } from './approval.js';
import { memberSummarySchema } from './member.js';

export { IDEMPOTENCY_HEADER, REISSUE_LIMITS };

/** An idempotency key: 1..128 visible ASCII characters (a UUID is typical; the CLI's `--key`). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, 'money.validation.idempotencyKeyFormat');

const memberIdSchema = z.number().int().min(1).max(2_147_483_647);

const reasonSchema = z.string().trim().min(REISSUE_LIMITS.reason.min).max(REISSUE_LIMITS.reason.max);

/**
 * A re-issue body: the member (the internal id), the amount it is given (`amount`: one whole-number
 * field within its limits), why, and whether it is only a dry run.
 */
function reissueBodySchema<S extends z.ZodRawShape>(amount: S) {
  return z.object({
    memberId: memberIdSchema,
    ...amount,
    reason: reasonSchema,
    dryRun: z.boolean().optional(),
  });
}

/** A whole number within `limits`. */
const wholeNumberSchema = (limits: { min: number; max: number }) =>
  z.number().int().min(limits.min).max(limits.max);

/**
 * POST /admin/member/patch-coin body: give `coins` to member `memberId` (the internal id) for `reason`.
 * `dryRun: true` validates and answers the would-be result without writing anything.
 */
export const reissueCoinsBodySchema = reissueBodySchema({ coins: wholeNumberSchema(REISSUE_LIMITS.coins) });
export type ReissueCoinsBody = z.infer<typeof reissueCoinsBodySchema>;
export type ReissueCoinsInput = z.input<typeof reissueCoinsBodySchema>;

/** POST /admin/member/patch-vip body: add `days` of VIP to member `memberId` for `reason` (time stacks). */
export const reissueVipBodySchema = reissueBodySchema({ days: wholeNumberSchema(REISSUE_LIMITS.days) });
export type ReissueVipBody = z.infer<typeof reissueVipBodySchema>;
export type ReissueVipInput = z.input<typeof reissueVipBodySchema>;

/**
 * On a dry run, what confirming would meet: the rule that would hold the re-issue for a second
 * admin (`amount`, `member_24h`, `operator_daily`), its limit, and the total that crosses it (the
 * amount, or the window's total with this amount). The server asks the same gate as the re-issue.
 */
export const reissueApprovalNeedSchema = z.object({
  rule: approvalRuleSchema,
  threshold: z.number().int(),
  windowTotal: z.number().int(),
  /** The rule's window in hours (the amount rule counts the member's window too). */
  windowHours: z.number().int(),
});
export type ReissueApprovalNeed = z.infer<typeof reissueApprovalNeedSchema>;

/**
 * What every re-issue answers. `orderNo` is the patch order's number (null only for a dry run that
 * matches no earlier call). `replayed` is true when the answer is the stored result of an earlier call
 * with the same Idempotency-Key and body (nothing was changed this time). `member` is the member as
 * it is after this call (for a dry run: as it is now).
 */
const reissueResultShape = {
  orderNo: z.string().nullable(),
  memberId: z.number().int(),
  reason: z.string(),
  dryRun: z.boolean(),
  replayed: z.boolean(),
  createdAt: z.string().nullable(),
  member: memberSummarySchema,
  /** Dry runs only: the approval confirming would need (null: it would run at once). */
  approval: reissueApprovalNeedSchema.nullable().optional(),
};

/** POST /admin/member/patch-coin answer: the coin balance before and after the re-issue. */
export const reissueCoinsResultSchema = z.object({
  ...reissueResultShape,
  coins: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
});
export type ReissueCoinsResult = z.infer<typeof reissueCoinsResultSchema>;

/** POST /admin/member/patch-vip answer: the VIP expiry before (null = never VIP) and after. */
export const reissueVipResultSchema = z.object({
  ...reissueResultShape,
  days: z.number().int(),
  vipExpiresBefore: z.string().nullable(),
  vipExpiresAfter: z.string(),
});
export type ReissueVipResult = z.infer<typeof reissueVipResultSchema>;
