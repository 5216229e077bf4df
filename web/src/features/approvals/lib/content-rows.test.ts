import type { Approval } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { contentRows, currentStep, flatten } from './content-rows.ts';

const base: Approval = {
  id: 1,
  kind: 'patch_coins',
  status: 'pending',
  requester: { id: 2, name: 'Zhou' },
  decider: null,
  memberId: 7,
  payload: { memberId: 7, coins: 20_000, reason: 'event prize' },
  before: { coinBalance: 50 },
  result: null,
  rejectReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
};

describe('approval content rows', () => {
  test('a pending coin re-issue shows the expected balance; an executed one the real one', () => {
    expect(contentRows(base)).toContainEqual({ field: 'coinBalance', before: '50', after: '20050' });
    const done = {
      ...base,
      status: 'approved' as const,
      result: { balanceBefore: 60, balanceAfter: 20_060 },
    };
    expect(contentRows(done)).toContainEqual({ field: 'coinBalance', before: '60', after: '20060' });
    expect(currentStep(base)).toBe(1);
    expect(currentStep(done)).toBe(2);
  });

  test('a VIP re-issue stacks after a live expiry, or starts at the request time', () => {
    const vip = { ...base, kind: 'patch_vip' as const, payload: { memberId: 7, days: 400, reason: 'x' } };
    const none = contentRows({ ...vip, before: { vipExpiresAt: null } });
    expect(none).toContainEqual({ field: 'vipExpiresAt', before: '-', after: '2027-02-05T00:00:00.000Z' });
    const live = contentRows({ ...vip, before: { vipExpiresAt: '2026-02-01T00:00:00.000Z' } });
    expect(live.find((r) => r.field === 'vipExpiresAt')?.after).toBe('2027-03-08T00:00:00.000Z');
  });

  test('a parameter change lists only the changed parameters, by dotted key', () => {
    expect(flatten({ video: { rate: { min: 1 } } })).toEqual({ 'video.rate.min': 1 });
    const change = {
      ...base,
      kind: 'media_params' as const,
      memberId: null,
      before: { video: { frameRate: 15, mode: 'custom' } },
      payload: { video: { frameRate: 24, mode: 'custom' } },
    };
    expect(contentRows(change)).toEqual([{ field: 'video.frameRate', before: '15', after: '24' }]);
  });
});
