/**
 * The money controls' limit fields, their bounds and the comparisons a screen makes before saving,
 * without zod (money-policy.ts re-exports them): /list/card draws and checks its limits with these,
 * and evaluates no schema before its first paint.
 */
export const MONEY_LIMIT_BOUNDS = {
  coins: { min: 0, max: 100_000 },
  vipDays: { min: 0, max: 3650 },
  memberWindowHours: { min: 1, max: 168 },
  operatorCoins: { min: 0, max: 10_000_000 },
  operatorVipDays: { min: 0, max: 36_500 },
  operatorWindowHours: { min: 1, max: 168 },
  jobCoins: { min: 0, max: 100_000_000 },
  jobVipDays: { min: 0, max: 10_000_000 },
} as const;
export type MoneyLimitField = keyof typeof MONEY_LIMIT_BOUNDS;
export const MONEY_LIMIT_FIELDS = Object.keys(MONEY_LIMIT_BOUNDS) as MoneyLimitField[];

/** A value for every limit (ApprovalThresholds). */
type Limits = Record<MoneyLimitField, number>;

/** Windows weaken when shortened (fewer re-issues are summed); amounts weaken when raised. */
const WINDOW_FIELDS: readonly MoneyLimitField[] = ['memberWindowHours', 'operatorWindowHours'];

/** The fields of `change` that weaken a control compared with `current` (they need a second admin). */
export function weakenedFields(current: Limits, change: Partial<Limits>): MoneyLimitField[] {
  return MONEY_LIMIT_FIELDS.filter((f) => {
    const next = change[f];
    if (next === undefined) return false;
    return WINDOW_FIELDS.includes(f) ? next < current[f] : next > current[f];
  });
}

/** The fields of `change` that differ from `current`. */
export function changedFields(current: Limits, change: Partial<Limits>): MoneyLimitField[] {
  return MONEY_LIMIT_FIELDS.filter((f) => change[f] !== undefined && change[f] !== current[f]);
}

/** True when an answer is a pending policy change (HTTP 202) rather than one applied. */
export function isPolicyPending(answer: unknown): answer is { status: 'pending'; approvalId: number } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { status?: unknown }).status === 'pending' &&
    typeof (answer as { approvalId?: unknown }).approvalId === 'number'
  );
}
