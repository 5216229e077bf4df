import { z } from 'zod';
import { MONEY_LIMIT_BOUNDS, type MoneyLimitField } from './money-policy-values.js';

export {
  changedFields,
  isPolicyPending,
  MONEY_LIMIT_BOUNDS,
  MONEY_LIMIT_FIELDS,
  type MoneyLimitField,
  weakenedFields,
} from './money-policy-values.js';

/**
 * Money controls (docs/domain.md): re-issue limits over rolling windows, per member and per
 * operator, stored as setting `approval_thresholds`. A re-issue that takes the member's total over
 * the last `memberWindowHours` above `coins` (or `vipDays`), or the operator's total over the last
 * `operatorWindowHours` above `operatorCoins` (or `operatorVipDays`), waits for a second admin.
 * Executed and pending re-issues both count. A re-issue job whose total (all its rows) is above
 * `jobCoins` (or `jobVipDays`) waits as one request for the whole job. A change that weakens a limit is itself approved by a
 * second admin (kind `policy_change`); a change that tightens applies at once.
 */
const bounded = (f: MoneyLimitField) =>
  z.number().int().min(MONEY_LIMIT_BOUNDS[f].min).max(MONEY_LIMIT_BOUNDS[f].max);

export const DEFAULT_APPROVAL_THRESHOLDS = {
  coins: 10_000,
  vipDays: 365,
  memberWindowHours: 24,
  operatorCoins: 100_000,
  operatorVipDays: 3650,
  operatorWindowHours: 24,
  jobCoins: 100_000,
  jobVipDays: 3650,
} as const satisfies Record<MoneyLimitField, number>;

/** The limits in effect. */
export const moneyLimitsSchema = z.object({
  coins: bounded('coins'),
  vipDays: bounded('vipDays'),
  memberWindowHours: bounded('memberWindowHours'),
  operatorCoins: bounded('operatorCoins'),
  operatorVipDays: bounded('operatorVipDays'),
  operatorWindowHours: bounded('operatorWindowHours'),
  jobCoins: bounded('jobCoins'),
  jobVipDays: bounded('jobVipDays'),
});
export type ApprovalThresholds = z.infer<typeof moneyLimitsSchema>;

/**
 * The stored setting: a value stored before the windows existed (`coins`, `vipDays` only) reads
 * with the other limits at their defaults.
 */
export const approvalThresholdsSchema = z.object({
  coins: bounded('coins'),
  vipDays: bounded('vipDays'),
  memberWindowHours: bounded('memberWindowHours').default(DEFAULT_APPROVAL_THRESHOLDS.memberWindowHours),
  operatorCoins: bounded('operatorCoins').default(DEFAULT_APPROVAL_THRESHOLDS.operatorCoins),
  operatorVipDays: bounded('operatorVipDays').default(DEFAULT_APPROVAL_THRESHOLDS.operatorVipDays),
  operatorWindowHours: bounded('operatorWindowHours').default(
    DEFAULT_APPROVAL_THRESHOLDS.operatorWindowHours,
  ),
  jobCoins: bounded('jobCoins').default(DEFAULT_APPROVAL_THRESHOLDS.jobCoins),
  jobVipDays: bounded('jobVipDays').default(DEFAULT_APPROVAL_THRESHOLDS.jobVipDays),
});

/** PUT /admin/money-controls body: the limits to change (at least one). */
export const moneyLimitsChangeBodySchema = moneyLimitsSchema.partial().strict();
export type MoneyLimitsChange = z.infer<typeof moneyLimitsChangeBodySchema>;

/** One policy change waiting for a second admin. */
export const pendingPolicyChangeSchema = z.object({
  approvalId: z.number().int(),
  requester: z.string(),
  createdAt: z.string(),
  /** `limits`: new values of some limits; `switch`: a money control's switch turned off (by its id). */
  target: z.enum(['limits', 'switch']),
  changes: z.record(z.string(), z.union([z.number(), z.boolean()])),
});
export type PendingPolicyChange = z.infer<typeof pendingPolicyChangeSchema>;

/** GET /admin/money-controls: the limits and the four-eyes switch in effect, and changes waiting. */
export const moneyControlsSchema = z.object({
  enabled: z.boolean(),
  limits: moneyLimitsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  pending: z.array(pendingPolicyChangeSchema),
});
export type MoneyControls = z.infer<typeof moneyControlsSchema>;

/**
 * Answer of a policy change: `applied` (HTTP 200, it only tightens) or `pending` (HTTP 202, it
 * weakens `weakened`; `approvalId` waits for a second admin and nothing changed yet).
 */
export const policyChangeAnswerSchema = z.object({
  status: z.enum(['applied', 'pending']),
  approvalId: z.number().int().nullable(),
  weakened: z.array(z.string()),
  controls: moneyControlsSchema,
});
export type PolicyChangeAnswer = z.infer<typeof policyChangeAnswerSchema>;

/**
 * Arguments of the `policy.setLimits` action (palette and CLI: `opsdeck policy set --member-coins …`):
 * the limits to change, named for whom they limit; `limitsChangeOf` gives the API body.
 */
export const policySetLimitsArgsSchema = z
  .object({
    memberCoins: bounded('coins'),
    memberVipDays: bounded('vipDays'),
    memberWindowHours: bounded('memberWindowHours'),
    operatorCoins: bounded('operatorCoins'),
    operatorVipDays: bounded('operatorVipDays'),
    operatorWindowHours: bounded('operatorWindowHours'),
  })
  .partial();
export type PolicySetLimitsArgs = z.infer<typeof policySetLimitsArgsSchema>;

/** The PUT /admin/money-controls body of the action's args. */
export function limitsChangeOf(args: PolicySetLimitsArgs): MoneyLimitsChange {
  const { memberCoins, memberVipDays, ...rest } = args;
  return {
    ...(memberCoins === undefined ? {} : { coins: memberCoins }),
    ...(memberVipDays === undefined ? {} : { vipDays: memberVipDays }),
    ...rest,
  };
}

/** Coins and VIP days re-issued within a rolling window (executed and pending). */
export interface ReissueSums {
  coins: number;
  days: number;
}

/** A member's and an operator's re-issues within their windows, before the one being decided. */
export interface ReissueWindowTotals {
  member: ReissueSums;
  operator: ReissueSums;
}

/** Why a re-issue waits for a second admin: the rule, its limit and window, the total that crossed it. */
export interface MoneyHold {
  rule: 'amount' | 'member_24h' | 'operator_daily';
  threshold: number;
  windowHours: number;
  windowTotal: number;
}

/**
 * The money controls' decision (docs/domain.md), the one the server's gate and dry run and the web
 * mock apply: the amount alone above the member threshold (`amount`); else the member's
 * rolling-window total with this amount above it (`member_24h`); else the operator's rolling-window
 * total with this amount above the operator's threshold (`operator_daily`). Undefined: the
 * re-issue runs. Coins and VIP days are summed separately.
 */
export function moneyHoldOf(
  kind: 'coins' | 'vip',
  amount: number,
  totals: ReissueWindowTotals,
  limits: ApprovalThresholds,
): MoneyHold | undefined {
  const coins = kind === 'coins';
  const memberLimit = coins ? limits.coins : limits.vipDays;
  const memberTotal = (coins ? totals.member.coins : totals.member.days) + amount;
  const member = { threshold: memberLimit, windowHours: limits.memberWindowHours, windowTotal: memberTotal };
  if (amount > memberLimit) return { rule: 'amount', ...member };
  if (memberTotal > memberLimit) return { rule: 'member_24h', ...member };
  const operatorLimit = coins ? limits.operatorCoins : limits.operatorVipDays;
  const operatorTotal = (coins ? totals.operator.coins : totals.operator.days) + amount;
  if (operatorTotal > operatorLimit)
    return {
      rule: 'operator_daily',
      threshold: operatorLimit,
      windowHours: limits.operatorWindowHours,
      windowTotal: operatorTotal,
    };
  return undefined;
}
