import type { Approval } from '@opsdeck/shared/schemas';

/** A pending coin request as the server answers it (the tests of this feature start from it). */
export const pendingCoins: Approval = {
  id: 1440,
  kind: 'patch_coins',
  status: 'pending',
  requester: { id: 2, name: 'Zhou' },
  decider: null,
  memberId: 1998,
  member: { id: 1998, visibleId: '20481234', nickname: 'Lily' },
  amount: 20_000,
  reason: 'event prize',
  balanceBefore: 50,
  balanceAfter: 20_050,
  vipExpiresBefore: null,
  vipExpiresAfter: null,
  rule: 'member_24h',
  windowTotal: 35_000,
  payload: { memberId: 1998, coins: 20_000, reason: 'event prize' },
  before: { coinBalance: 50 },
  result: null,
  rejectReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-04T00:00:00.000Z',
  decidedAt: null,
};
