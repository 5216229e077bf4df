import { type Approval, approvalFigures } from '@opsdeck/shared/schemas';
import type { ApprovalDbRow } from '../../db/schema/index.js';

/** The member of a request as it is now (from the members table). */
export interface LiveMember {
  id: number;
  visibleId: string;
  nickname: string;
  coinBalance: number;
  vipExpiresAt: Date | null;
}

/** A stored request's figures (amount, balance or VIP expiry before and after), as shared computes them. */
export function figuresOf(
  a: ApprovalDbRow,
  m: LiveMember | null,
  now: Date,
): Pick<
  Approval,
  'amount' | 'reason' | 'balanceBefore' | 'balanceAfter' | 'vipExpiresBefore' | 'vipExpiresAfter'
> {
  return approvalFigures(
    { ...a, createdAt: a.createdAt.toISOString() },
    m ? { coinBalance: m.coinBalance, vipExpiresAt: m.vipExpiresAt?.toISOString() ?? null } : null,
    now,
  );
}
