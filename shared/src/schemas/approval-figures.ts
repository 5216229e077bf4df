import type { Approval, ApprovalKind, ApprovalStatus } from './approval.js';

/** What a request's figures are computed from (the stored request, and its member as it is now). */
export interface ApprovalFigureInput {
  kind: ApprovalKind;
  status: ApprovalStatus;
  payload: Record<string, unknown>;
  before: Record<string, unknown>;
  result: Record<string, unknown> | null;
  /** ISO time the request was made. */
  createdAt: string;
}

/** The member of a request as it is now; null when the request has none (or it is gone). */
export interface ApprovalFigureMember {
  coinBalance: number;
  /** ISO, or null when never VIP. */
  vipExpiresAt: string | null;
}

export type ApprovalFigures = Pick<
  Approval,
  'amount' | 'reason' | 'balanceBefore' | 'balanceAfter' | 'vipExpiresBefore' | 'vipExpiresAfter'
>;

const NONE: ApprovalFigures = {
  amount: null,
  reason: null,
  balanceBefore: null,
  balanceAfter: null,
  vipExpiresBefore: null,
  vipExpiresAfter: null,
};

const intOr = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) ? v : fallback;
const stringOr = (v: unknown, fallback: string | null): string | null =>
  typeof v === 'string' ? v : fallback;

/** A VIP expiry after `days` more: from the current expiry while it lies ahead, else from `from`. */
function vipAfter(before: string | null, days: number, from: number): string {
  const start = before !== null && Date.parse(before) > from ? Date.parse(before) : from;
  return new Date(start + days * 86_400_000).toISOString();
}

/**
 * What a re-issue request gives, before and after (the server answers these; the in-browser mock
 * uses the same function): once approved, what was executed (the stored result); while pending, the
 * member's balance or VIP expiry now and what approving would make of it; rejected or expired, the
 * figures at request time. A re-issue job's amount is its total. Other kinds have none.
 */
export function approvalFigures(
  a: ApprovalFigureInput,
  member: ApprovalFigureMember | null,
  now: Date,
): ApprovalFigures {
  const p = a.payload;
  // a re-issue job: its total (coins or VIP days of all its rows); count and filter are in the payload
  if (a.kind === 'reissue_job')
    return { ...NONE, amount: intOr(p.total, 0), reason: stringOr(p.reason, null) };
  if (a.kind !== 'patch_coins' && a.kind !== 'patch_vip') return NONE;
  const r = a.result ?? {};
  const reason = stringOr(p.reason, null);
  const live = a.status === 'pending' ? member : null;
  if (a.kind === 'patch_coins') {
    const amount = intOr(p.coins, 0);
    const base = live ? live.coinBalance : intOr(a.before.coinBalance, 0);
    return {
      ...NONE,
      amount,
      reason,
      balanceBefore: intOr(r.balanceBefore, base),
      balanceAfter: intOr(r.balanceAfter, base + amount),
    };
  }
  const days = intOr(p.days, 0);
  const before = live ? live.vipExpiresAt : stringOr(a.before.vipExpiresAt, null);
  const from = live ? now.getTime() : Date.parse(a.createdAt);
  return {
    ...NONE,
    amount: days,
    reason,
    vipExpiresBefore: 'vipExpiresBefore' in r ? stringOr(r.vipExpiresBefore, null) : before,
    vipExpiresAfter: stringOr(r.vipExpiresAfter, vipAfter(before, days, from)),
  };
}
