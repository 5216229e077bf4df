import { ApiError } from '@opsdeck/shared/errors';
import { translate } from '@opsdeck/shared/i18n';
import type { Approval } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { decidedResult, refusedResult } from './decision-result.ts';

const t = ((key: string, params?: Record<string, unknown>) => translate('en-US', key, params)) as TFunction;

const approved: Approval = {
  id: 9,
  kind: 'patch_coins',
  status: 'approved',
  requester: { id: 2, name: 'Zhou' },
  decider: { id: 3, name: 'Wang' },
  memberId: 7,
  payload: { memberId: 7, coins: 20_000, reason: 'event prize' },
  before: { coinBalance: 50 },
  result: { balanceBefore: 60, balanceAfter: 20_060 },
  rejectReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: '2026-01-01T01:00:00.000Z',
};

describe('decision results', () => {
  test('an approval shows what was executed, by whom, and leads back to the request', () => {
    const { result } = decidedResult(approved, 'approve', t);
    expect(result.headline).toBe('Request #9 approved and executed');
    expect(result.lines).toContainEqual({ label: 'Decided by', value: 'Wang' });
    expect(result.lines).toContainEqual({ label: 'coinBalance', value: '60 → 20060' });
    expect(result.lines).toContainEqual({ label: 'memberId', value: '7' });
    expect(result.actions).toEqual([
      { label: 'Back to the approvals', path: '/profile/basic?id=9', primary: true },
    ]);
  });

  test('a rejection shows its reason; a refusal carries the server words and status', () => {
    const rejected = { ...approved, status: 'rejected' as const, result: null, rejectReason: 'too much' };
    expect(decidedResult(rejected, 'reject', t).result.lines).toContainEqual({
      label: 'Reason',
      value: 'too much',
    });
    const error = new ApiError({ message: 'Approval request 9 is already rejected', status: 409, code: 409 });
    const { result } = refusedResult(9, 'approve', error, t);
    expect(result).toMatchObject({ status: 409, message: 'Approval request 9 is already rejected' });
    expect(result.lines).toContainEqual({ label: 'Decision', value: 'Approve' });
  });
});
