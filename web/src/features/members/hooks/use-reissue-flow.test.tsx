import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { memberDetail, type StubCall, stubClient } from '../../../testing/stub-client.ts';
import { REISSUE_KINDS } from '../lib/reissue-kinds.ts';
import { useReissueFlow } from './use-reissue-flow.ts';

function vipAnswer(call: StubCall) {
  const body = call.body as { days: number; reason: string; dryRun?: boolean };
  return {
    data: {
      orderNo: body.dryRun ? null : 'PAT20260301000009',
      memberId: 42,
      reason: body.reason,
      dryRun: body.dryRun ?? false,
      replayed: false,
      createdAt: null,
      member: memberDetail(),
      days: body.days,
      vipExpiresBefore: null,
      vipExpiresAfter: '2026-04-01T00:00:00.000Z',
    },
  };
}

describe('re-issue flow keys', () => {
  const body = { memberId: 42, amount: 30, reason: 'VIP compensation' };

  test('one key per intent: preview and confirm share it; after success the same intent gets a new key', async () => {
    const { client, calls } = stubClient(vipAnswer);
    const { result } = renderHook(() => useReissueFlow(client, REISSUE_KINDS.vip));
    await act(() => result.current.preview(body));
    expect(result.current.phase.name).toBe('confirming');
    await act(() => result.current.confirm());
    expect(result.current.phase.name).toBe('done');
    await act(() => result.current.preview(body));
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill('/admin/member/patch-vip'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  test('cancelling and changing the inputs makes a new intent; changing back reuses the first key', async () => {
    const { client, calls } = stubClient(vipAnswer);
    const { result } = renderHook(() => useReissueFlow(client, REISSUE_KINDS.vip));
    await act(() => result.current.preview(body));
    act(() => result.current.cancel());
    await act(() => result.current.preview({ ...body, amount: 31 }));
    act(() => result.current.cancel());
    await act(() => result.current.preview(body));
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
  });
});
