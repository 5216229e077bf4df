import {
  CHANNELS_BY_KIND,
  type CheckinRow,
  type CoinLedgerRow,
  type CheckinRule,
  type InviteRow,
  ORDER_KINDS,
  ORDER_NO_PREFIX,
  type OrderKind,
  type OrderRow,
  type UnlockRow,
} from '@opsdeck/shared/schemas';
import { dayOf } from './business-day.ts';
import { type MockMember, memberRef } from './members.ts';
import type { Rng } from './rng.ts';

const DAY = 86_400_000;

const PRODUCTS: Record<OrderKind, { code: string; cents: number; coins: number; vipDays: number; points: number }[]> =
  {
    vip: [
      { code: 'vip_month', cents: 1800, coins: 0, vipDays: 30, points: 0 },
      { code: 'vip_year', cents: 16800, coins: 0, vipDays: 365, points: 0 },
    ],
    iap: [
      { code: 'vip_quarter', cents: 4500, coins: 0, vipDays: 90, points: 0 },
      { code: 'coins_300', cents: 3000, coins: 300, vipDays: 0, points: 0 },
    ],
    pay: [
      { code: 'coins_60', cents: 600, coins: 60, vipDays: 0, points: 0 },
      { code: 'coins_980', cents: 9800, coins: 980, vipDays: 0, points: 0 },
    ],
    exchange: [
      { code: 'points_coins_10', cents: 0, coins: 10, vipDays: 0, points: 100 },
      { code: 'points_vip_7', cents: 0, coins: 0, vipDays: 7, points: 700 },
    ],
    patch: [{ code: 'patch_coins', cents: 0, coins: 50, vipDays: 0, points: 0 }],
  };

/** `YYYYMMDD` of the business day (UTC+8) of a time. */
export function businessDay(time: number): string {
  return dayOf(time).replace(/-/g, '');
}

/** Orders of every kind, spread over the last 60 days. */
export function makeOrders(rng: Rng, now: number, members: readonly MockMember[], perKind: number): OrderRow[] {
  const orders: OrderRow[] = [];
  for (const kind of ORDER_KINDS) {
    for (let i = 0; i < perKind; i++) {
      const m = rng.pick(members);
      const product = rng.pick(PRODUCTS[kind]);
      const createdAt = now - rng.int(0, 60 * 24) * 3_600_000;
      const status = kind === 'patch' ? 'paid' : rng.pick(['paid', 'paid', 'paid', 'pending', 'refunded', 'closed'] as const);
      const id = orders.length + 1;
      orders.push({
        id,
        orderNo: `${ORDER_NO_PREFIX[kind]}${businessDay(createdAt)}${String(id).padStart(6, '0')}`,
        kind,
        ...memberRef(m),
        status,
        productCode: product.code,
        amountCents: product.cents,
        currency: 'CNY',
        channel: rng.pick(CHANNELS_BY_KIND[kind]),
        coins: product.coins,
        vipDays: product.vipDays,
        pointsSpent: product.points,
        externalTxnId: kind === 'vip' || kind === 'iap' || kind === 'pay' ? `TXN${createdAt}${id}` : null,
        reason: kind === 'patch' ? 'Compensation for a support ticket' : null,
        operatorId: kind === 'patch' ? 1 : null,
        operatorName: kind === 'patch' ? 'Lin Qiao' : null,
        createdAt: new Date(createdAt).toISOString(),
        paidAt: status === 'paid' || status === 'refunded' ? new Date(createdAt + 60_000).toISOString() : null,
        refundedAt: status === 'refunded' ? new Date(createdAt + 2 * DAY).toISOString() : null,
      });
    }
  }
  return orders;
}

/** The world's content an unlock names (its title and thumbnail), as the server joins it. */
export interface UnlockableContent {
  wallpapers: readonly { id: number; title: string; thumbUrl: string }[];
  templates: readonly { id: number; name: string; coverUrl: string }[];
}

/**
 * Content unlocks: by VIP (the VIP consumption list), by coins and free ones; an id beyond the
 * world's content is content deleted since (no title).
 */
export function makeUnlocks(
  rng: Rng,
  now: number,
  members: readonly MockMember[],
  count: number,
  content: UnlockableContent,
): UnlockRow[] {
  return Array.from({ length: count }, (_, i) => {
    const via = rng.pick(['coin', 'vip', 'vip', 'free'] as const);
    const member = memberRef(rng.pick(members));
    const contentType = rng.pick(['wallpaper', 'template'] as const);
    const contentId = rng.int(1, 40);
    return {
      id: i + 1,
      ...member,
      contentType,
      contentId,
      content: summaryOf(content, contentType, contentId),
      via,
      coinsSpent: via === 'coin' ? rng.int(5, 60) : 0,
      createdAt: new Date(now - rng.int(0, 60 * 24 * 60) * 60_000).toISOString(),
    };
  });
}

/** The content summary the server joins for an unlock of `type` #`id` (null when there is none). */
export function summaryOf(content: UnlockableContent, type: 'wallpaper' | 'template', id: number) {
  if (type === 'wallpaper') {
    const w = content.wallpapers.find((x) => x.id === id);
    return w ? { title: w.title, thumbUrl: w.thumbUrl } : null;
  }
  const tpl = content.templates.find((x) => x.id === id);
  return tpl ? { title: tpl.name, thumbUrl: tpl.coverUrl } : null;
}

/**
 * Each coin ledger row that paid for an unlock gets its unlock (via coin, same member, time and
 * coins), appended to `unlocks`, and points at it (refType `unlock`), as the server's rows do.
 * The content is picked from the row's id, without the random source (the rest of the data set
 * stays as it was).
 */
export function linkLedgerUnlocks(
  coinLedger: CoinLedgerRow[],
  unlocks: UnlockRow[],
  content: UnlockableContent,
): void {
  for (const row of coinLedger) {
    if (row.reason !== 'unlock') continue;
    const contentType = row.id % 2 === 0 ? 'wallpaper' : 'template';
    const contentId = 1 + (row.id % 30);
    const id = unlocks.length + 1;
    unlocks.push({
      id,
      memberId: row.memberId,
      memberVisibleId: row.memberVisibleId,
      memberNickname: row.memberNickname,
      contentType,
      contentId,
      content: summaryOf(content, contentType, contentId),
      via: 'coin',
      coinsSpent: -row.delta,
      createdAt: row.createdAt,
    });
    row.refType = 'unlock';
    row.refId = id;
  }
}

/** The seven-day check-in cycle. */
export const CHECKIN_RULES: CheckinRule[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  rewardPoints: day === 7 ? 50 : 5 + day,
  rewardCoins: day === 7 ? 10 : 0,
}));

export function makeCheckins(rng: Rng, now: number, members: readonly MockMember[], count: number): CheckinRow[] {
  return Array.from({ length: count }, (_, i) => {
    const streak = rng.int(1, 30);
    const rule = CHECKIN_RULES[(streak - 1) % 7] as CheckinRule;
    const at = now - rng.int(0, 20) * DAY;
    return {
      id: i + 1,
      ...memberRef(rng.pick(members)),
      day: dayOf(at),
      streak,
      rewardPoints: rule.rewardPoints,
      rewardCoins: rule.rewardCoins,
      createdAt: new Date(at).toISOString(),
    };
  });
}

export function makeInvites(rng: Rng, now: number, members: readonly MockMember[]): InviteRow[] {
  const invites: InviteRow[] = [];
  for (const m of members) {
    if (m.invitedBy === null) continue;
    const inviter = members.find((x) => x.id === m.invitedBy) as MockMember;
    const status = rng.pick(['registered', 'rewarded', 'rewarded', 'rejected'] as const);
    invites.push({
      id: invites.length + 1,
      inviterId: inviter.id,
      inviterVisibleId: inviter.visibleId,
      inviterNickname: inviter.nickname,
      ...memberRef(m),
      status,
      rewardPoints: status === 'rewarded' ? 100 : 0,
      rewardCoins: status === 'rewarded' ? 20 : 0,
      createdAt: m.registeredAt,
      rewardedAt: status === 'rewarded' ? new Date(Date.parse(m.registeredAt) + DAY).toISOString() : null,
    });
  }
  return invites;
}
