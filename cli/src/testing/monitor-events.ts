import type { MonitorEvent } from '@opsdeck/shared/schemas';

// Events for the monitor screen's tests.

const base: MonitorEvent = {
  id: 1,
  time: '2026-11-28T06:30:00.000Z',
  kind: 'reissue',
  action: 'member.reissueCoins',
  status: 'ok',
  operator: { id: 1, name: 'Ada' },
  targetType: 'member',
  targetId: '42',
  memberId: 42,
  memberVisibleId: '20481234',
  orderNo: 'PAT20261128000123',
  coins: 25,
  days: null,
  note: null,
};

/** Monitor events of different lengths in every column: a long operator name, a sign-in without member or order. */
export const monitorEvents: MonitorEvent[] = [
  base,
  {
    ...base,
    id: 2,
    kind: 'auth',
    action: 'auth.signIn',
    operator: { id: 3, name: 'Bartholomew Featherstonehaugh' },
    targetType: 'session',
    memberId: null,
    memberVisibleId: null,
    orderNo: null,
    coins: null,
  },
  { ...base, id: 3, action: 'member.reissueVip', coins: null, days: 30, orderNo: 'PAT20261128000124' },
];
