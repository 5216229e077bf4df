import { z } from 'zod';

/**
 * Four-eyes approvals: a re-issue above a threshold, or a change of the media encoding parameters,
 * is stored as a request and executed only when an admin other than the requester approves it.
 */
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected', 'expired']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** What a request asks for (the `approvals.kind` CHECK list of migration 030 and later). */
export const APPROVAL_KINDS = [
  'patch_coins',
  'patch_vip',
  'media_params',
  'policy_change',
  'reissue_job',
] as const;
export const approvalKindSchema = z.enum(APPROVAL_KINDS);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

/**
 * Which rule required approval (docs/domain.md, money controls): the amount alone above the member
 * threshold, the member's rolling-window total, the operator's rolling-window total, a policy change
 * that weakens a money control, a re-issue job's total.
 */
export const APPROVAL_RULES = [
  'amount',
  'member_24h',
  'operator_daily',
  'policy_change',
  'job_total',
] as const;
export const approvalRuleSchema = z.enum(APPROVAL_RULES);
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/** Bounds of a rejection reason (trimmed). */
export const APPROVAL_LIMITS = { reason: { min: 2, max: 200 } } as const;

const operatorRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The member a re-issue request is for: the 8-digit visible id is the one every screen shows. */
export const approvalMemberSchema = z.object({
  id: z.number().int(),
  visibleId: z.string(),
  nickname: z.string(),
});
export type ApprovalMember = z.infer<typeof approvalMemberSchema>;

/**
 * One approval request as the API answers it, with what the screens show so that web and CLI
 * compute nothing: the member, the amount (coins or VIP days), the balance or VIP expiry before and
 * after (pending: the member's figures now and once approved; approved: what was executed; rejected
 * or expired: at request time), the rule that required approval and the total in its window, and
 * when a pending request expires. `payload` is the request, `before` the old values as stored.
 */
export const approvalSchema = z.object({
  id: z.number().int(),
  kind: approvalKindSchema,
  status: approvalStatusSchema,
  requester: operatorRefSchema,
  decider: operatorRefSchema.nullable(),
  /** The member's internal id (for links); screens show `member.visibleId`. */
  memberId: z.number().int().nullable(),
  member: approvalMemberSchema.nullable(),
  /** Coins of a coin re-issue, days of a VIP re-issue; null for other kinds. */
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  vipExpiresBefore: z.string().nullable(),
  vipExpiresAfter: z.string().nullable(),
  /** Which rule required approval ('amount', 'member_24h', …); null when not recorded. */
  rule: approvalRuleSchema.nullable(),
  /** The member's (or operator's) total in the rule's window at request time, amount included. */
  windowTotal: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()),
  before: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** When a pending request expires (`APPROVAL_TTL_HOURS` after it was made); an expired one expired then. */
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** One row of an approval's operation log (from the audit log). */
export const approvalLogRowSchema = z.object({
  key: z.string(),
  contentNumber: z.string(),
  updateContent: z.string(),
  action: z.string(),
  operator: z.string(),
  status: z.enum(['ok', 'failed']),
  updateTime: z.string(),
});
export type ApprovalLogRow = z.infer<typeof approvalLogRowSchema>;

/** GET /admin/approvals/{id}: the request with its operation log. */
export const approvalDetailSchema = approvalSchema.extend({ log: z.array(approvalLogRowSchema) });
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

/** GET /admin/approvals query: an optional status filter. */
export const approvalListQuerySchema = z.object({ status: approvalStatusSchema.optional() });
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

export const approvalIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** POST /admin/approvals/{id}/reject body. */
export const approvalRejectBodySchema = z.object({
  reason: z.string().trim().min(APPROVAL_LIMITS.reason.min).max(APPROVAL_LIMITS.reason.max),
});
export type ApprovalRejectBody = z.infer<typeof approvalRejectBodySchema>;

/** Arguments of the approve and reject actions (palette and CLI). */
export const approvalApproveArgsSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
export type ApprovalApproveArgs = z.infer<typeof approvalApproveArgsSchema>;
export const approvalRejectArgsSchema = approvalApproveArgsSchema.extend(approvalRejectBodySchema.shape);
export type ApprovalRejectArgs = z.infer<typeof approvalRejectArgsSchema>;

/**
 * HTTP 202 answer of a re-issue held for approval: nothing changed, approval `approvalId` waits for a
 * second admin. `rule` says why: the amount alone (`amount`), the member's total over the last
 * `windowHours` (`member_24h`) or the operator's (`operator_daily`) above `threshold`; `windowTotal`
 * is that total with this amount. `replayed` is true when the same Idempotency-Key and body asked
 * before.
 */
export const reissuePendingSchema = z.object({
  status: approvalStatusSchema,
  approvalId: z.number().int(),
  kind: approvalKindSchema,
  memberId: z.number().int(),
  amount: z.number().int(),
  threshold: z.number().int(),
  rule: approvalRuleSchema,
  windowTotal: z.number().int(),
  windowHours: z.number().int(),
  replayed: z.boolean(),
});
export type ReissuePending = z.infer<typeof reissuePendingSchema>;

// the plain check lives without zod (the re-issue screens read it before their schemas load)
export { isReissuePending } from './approval-values.js';
