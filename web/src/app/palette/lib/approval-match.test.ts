import { describe, expect, test } from 'vitest';
import { pendingCoins } from '../../../features/approvals/lib/sample-approval.ts';
import { decidableRequests } from './approval-match.ts';

const other = {
  ...pendingCoins,
  id: 7,
  requester: { id: 5, name: 'Wang' },
  member: { id: 3, visibleId: '30001111', nickname: 'Bo' },
};

describe('the palette’s pending requests', () => {
  test('never the admin’s own, nor decided ones; narrowed by member id, nickname, requester, number', () => {
    const list = [pendingCoins, other, { ...other, id: 8, status: 'approved' as const }];
    expect(decidableRequests(list, 2, '').map((a) => a.id)).toEqual([7]);
    expect(decidableRequests(list, 9, '').map((a) => a.id)).toEqual([1440, 7]);
    expect(decidableRequests(list, 9, '2048').map((a) => a.id)).toEqual([1440]);
    expect(decidableRequests(list, 9, 'bo').map((a) => a.id)).toEqual([7]);
    expect(decidableRequests(list, 9, 'wang').map((a) => a.id)).toEqual([7]);
    expect(decidableRequests(list, 9, '#7').map((a) => a.id)).toEqual([7]);
    expect(decidableRequests(list, 9, 'nobody')).toEqual([]);
  });
});
