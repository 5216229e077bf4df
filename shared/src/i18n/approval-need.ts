import type { ApprovalRule } from '../schemas/approval.js';
import { groupedNumber } from '../schemas/number-formats.js';
import type { Translator as Tr } from '../schemas/translator.js';

/** Why a re-issue waits for a second admin, as the server's gate decided it (a dry run's or a held answer). */
export interface ApprovalNeedFacts {
  /** Which rule holds it: the amount alone, the member's or the operator's rolling total. */
  rule: ApprovalRule;
  /** What is re-issued: coins or VIP days. */
  unit: 'coins' | 'vipDays';
  /** This re-issue's amount. */
  amount: number;
  /** The limit of the rule. */
  threshold: number;
  /** The rule's total over its window, this amount included. */
  windowTotal: number;
  /** The rule's window in hours. */
  windowHours: number;
}

/** `150 coins`, `1 VIP day`, `150 福币`, `40 天 VIP`: a number grouped in the language, with its unit. */
function quantity(t: Tr, locale: string, unit: ApprovalNeedFacts['unit'], n: number): string {
  return t(`approvals.quantity.${unit}`, { amount: groupedNumber(locale, n), count: n });
}

/**
 * The reason a re-issue waits for a second admin as one clause in the language, naming what crossed
 * which limit: `this re-issue of 150 coins is above the member threshold of 100 coins`, `the member's
 * total over the last 24 hours would be 170 coins with this re-issue, above …`. The dry-run warning
 * (`approvals.needsApproval`), the held answer (`approvals.pending`) and the CLI's pending line say
 * it through this, instead of a rule label in brackets after a bare number ("… above the limit 100
 * (Amount above the threshold)").
 */
export function approvalReason(t: Tr, locale: string, need: ApprovalNeedFacts): string {
  const q = (n: number) => quantity(t, locale, need.unit, n);
  const params = {
    amount: q(need.amount),
    total: q(need.windowTotal),
    threshold: q(need.threshold),
    hours: groupedNumber(locale, need.windowHours),
    count: need.windowHours,
  };
  const rule =
    need.rule === 'amount' || need.rule === 'member_24h' || need.rule === 'operator_daily'
      ? need.rule
      : 'other';
  return t(`approvals.reason.${rule}`, params);
}

/** The facts of a held re-issue (the 202 answer: `status`, `approvalId`, …). */
export function pendingNeed(pending: {
  kind: string;
  rule: ApprovalRule;
  amount: number;
  threshold: number;
  windowTotal: number;
  windowHours: number;
}): ApprovalNeedFacts {
  const { rule, amount, threshold, windowTotal, windowHours } = pending;
  return {
    rule,
    unit: pending.kind === 'patch_vip' ? 'vipDays' : 'coins',
    amount,
    threshold,
    windowTotal,
    windowHours,
  };
}

/** The facts of a dry run that would be held (`approval` of a coin or VIP re-issue's preview). */
export function previewNeed(
  preview: ({ coins: number } | { days: number }) & {
    approval?: Omit<ApprovalNeedFacts, 'unit' | 'amount'> | null;
  },
): ApprovalNeedFacts | undefined {
  if (!preview.approval) return undefined;
  const coins = 'coins' in preview;
  return {
    ...preview.approval,
    unit: coins ? 'coins' : 'vipDays',
    amount: coins ? preview.coins : preview.days,
  };
}
