import { ApiError } from '@opsdeck/shared/errors';
import { translate } from '@opsdeck/shared/i18n';
import type { Approval } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { decidedResult, refusedResult } from './decision-result.ts';
import { pendingCoins } from './sample-approval.ts';

const t = ((key: string, params?: Record<string, unknown>) => translate('en-US', key, params)) as TFunction;

const approved: Approval = {
  ...pendingCoins,
  id: 9,
  status: 'approved',
  decider: { id: 3, name: 'Wang' },
  balanceBefore: 60,
  balanceAfter: 20_060,
  result: { orderNo: 'PAT20260101000001', balanceBefore: 60, balanceAfter: 20_060 },
  decidedAt: '2026-01-01T01:00:00.000Z',
  rule: 'amount',
  windowTotal: null,
};

describe('decision results', () => {
  test('an approval shows what was executed, by whom, and leads back to the request', () => {
    const { result } = decidedResult(approved, 'approve', t, 'en-US');
    expect(result.headline).toBe('Request #9 approved and executed');
    expect(result.lines).toContainEqual({ label: 'Decided by', value: 'Wang' });
    expect(result.lines).toContainEqual({ label: 'Coin balance', value: '60 → 20,060' });
    expect(result.lines).toContainEqual({ label: 'Member', value: '20481234 · Lily' });
    expect(result.lines).toContainEqual({ label: 'Patch order', value: 'PAT20260101000001' });
    // labels are words, never the API's field keys; the member never by its internal id
    const text = JSON.stringify(result.lines);
    expect(text).not.toMatch(/memberId|coinBalance|1998/);
    expect(result.actions).toEqual([
      { label: 'Back to the approvals', path: '/profile/basic?id=9', primary: true },
    ]);
  });

  test('a rejection shows its reason; a refusal carries the server words and status', () => {
    const rejected = { ...approved, status: 'rejected' as const, result: null, rejectReason: 'too much' };
    expect(decidedResult(rejected, 'reject', t, 'en-US').result.lines).toContainEqual({
      label: 'Reason',
      value: 'too much',
    });
    const error = new ApiError({ message: 'Approval request 9 is already rejected', status: 409, code: 409 });
    const { result } = refusedResult(9, 'approve', error, t);
    expect(result).toMatchObject({ status: 409, message: 'Approval request 9 is already rejected' });
    expect(result.lines).toContainEqual({ label: 'Decision', value: 'Approve' });
  });
});
