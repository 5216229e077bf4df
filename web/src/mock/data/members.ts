import {
  type CoinLedgerRow,
  MEMBER_CHANNELS,
  type MemberRow,
  maskPhone,
  type PointLedgerRow,
  type VipGrantRow,
} from '@opsdeck/shared/schemas';
import type { Rng } from './rng.ts';

const DAY = 86_400_000;
const SURNAMES = ['Lin', 'Zhou', 'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Yang', 'Huang', 'Zhao', 'Wu', 'Xu'];
const GIVEN = ['Qiao', 'Xiao', 'Yue', 'Hao', 'Min', 'Jie', 'Ning', 'Tao', 'Yun', 'Lei', 'Fang', 'Bo'];

/** A member as the mock keeps it: the list row plus the unmasked phone. */
export interface MockMember extends MemberRow {
  fullPhone: string;
}

/** `count` members with deterministic names, phones, balances and dates before `now`. */
export function makeMembers(rng: Rng, now: number, count: number): MockMember[] {
  const members: MockMember[] = [];
  for (let i = 1; i <= count; i++) {
    const fullPhone = `139${String(10_000_000 + i * 7919).slice(-8)}`;
    const platform = rng.pick(['ios', 'android', 'web'] as const);
    const channel =
      platform === 'ios' ? 'appstore' : platform === 'web' ? 'web' : rng.pick(MEMBER_CHANNELS.slice(1, 5));
    const registeredAt = now - rng.int(2, 700) * DAY - rng.int(0, 86_399) * 1000;
    const vipExpires = rng.chance(0.35) ? now + rng.int(-60, 300) * DAY : null;
    members.push({
      id: i,
      visibleId: String(25_000_000 + i * 37),
      nickname: `${rng.pick(SURNAMES)} ${rng.pick(GIVEN)}${i}`,
      avatarUrl: '',
      phone: maskPhone(fullPhone),
      fullPhone,
      platform,
      channel,
      status: rng.chance(0.06) ? 'banned' : 'active',
      coinBalance: rng.int(0, 5000),
      pointsBalance: rng.int(0, 3000),
      vipExpiresAt: vipExpires === null ? null : new Date(vipExpires).toISOString(),
      vipActive: vipExpires !== null && vipExpires > now,
      inviteCode: `INV${String(i).padStart(5, '0')}`,
      invitedBy: i > 5 && rng.chance(0.3) ? rng.int(1, i - 1) : null,
      registeredAt: new Date(registeredAt).toISOString(),
      lastActiveAt: new Date(Math.min(now, registeredAt + rng.int(0, 400) * DAY)).toISOString(),
    });
  }
  return members;
}

/** The member columns that ride along on ledger and list rows. */
export function memberRef(m: MockMember) {
  return { memberId: m.id, memberVisibleId: m.visibleId, memberNickname: m.nickname };
}

/** A few coin and point ledger rows and VIP grants per member, ending at the member's balances (coins over 60 days). */
export function makeLedgers(rng: Rng, now: number, members: readonly MockMember[]) {
  const coins: CoinLedgerRow[] = [];
  const points: PointLedgerRow[] = [];
  const vip: VipGrantRow[] = [];
  for (const m of members) {
    const ref = memberRef(m);
    let balance = m.coinBalance;
    for (let k = 0; k < 3; k++) {
      const reason = rng.pick(['unlock', 'topup', 'checkin', 'gift'] as const);
      const delta = reason === 'unlock' ? -rng.int(5, 60) : rng.int(5, 300);
      coins.push({
        id: coins.length + 1,
        ...ref,
        delta,
        balanceAfter: balance,
        reason,
        refType: null,
        refId: null,
        operatorId: null,
        operatorName: null,
        createdAt: new Date(now - (k * 20 + rng.int(1, 19)) * DAY).toISOString(),
      });
      balance -= delta;
    }
    let pointBalance = m.pointsBalance;
    for (let k = 0; k < 2; k++) {
      const reason = rng.pick(['checkin', 'invite', 'exchange'] as const);
      const delta = reason === 'exchange' ? -rng.int(10, 100) : rng.int(5, 50);
      points.push({
        id: points.length + 1,
        ...ref,
        delta,
        balanceAfter: pointBalance,
        reason,
        refType: null,
        refId: null,
        operatorId: null,
        operatorName: null,
        createdAt: new Date(now - (k * 4 + rng.int(0, 3)) * DAY - rng.int(0, 80_000) * 1000).toISOString(),
      });
      pointBalance -= delta;
    }
    if (m.vipExpiresAt) {
      const ends = Date.parse(m.vipExpiresAt);
      const days = rng.pick([30, 90, 365]);
      vip.push({
        id: vip.length + 1,
        ...ref,
        days,
        startsAt: new Date(ends - days * DAY).toISOString(),
        endsAt: m.vipExpiresAt,
        source: rng.pick(['order', 'iap', 'exchange'] as const),
        refId: null,
        createdAt: new Date(ends - days * DAY).toISOString(),
      });
    }
  }
  return { coins, points, vip };
}
