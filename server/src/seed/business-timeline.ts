import { businessDay, businessDayStart, DAY_MS } from '../db/business-day.js';
import { CHECKIN_RULES, INVITE_REWARD, MINUTE_MS, nickname, PHONE_PREFIXES } from './business-data.js';
import { inviteCodeOf, type MemberPlan, phoneSuffixOf, visibleIdOf } from './business-members.js';
import { OrderPlan } from './business-order-plan.js';
import { draftOrder, type SeedOrder } from './business-orders.js';
import { BUSINESS_SEED, mixSeed, Rng } from './business-rng.js';
import { MemberSim, orderRow, scheduleOrder } from './business-sim.js';

/**
 * Pass 2 of the business seed: one member's whole history, simulated in time order so every ledger
 * row carries the running balance: orders and what they paid out, unlocks, sign-ins, invite
 * rewards, expiries. The member row gets the final balances and VIP expiry, so caches equal ledgers.
 */

/** Id counters shared by all members (explicit ids let rows reference each other before insert). */
export interface SeedIds {
  coin: number;
  point: number;
  grant: number;
  unlock: number;
  checkin: number;
}

/** Rows ready for insert, one array of column values per row (see business-insert.ts for columns). */
export interface SeedRows {
  members: unknown[][];
  orders: unknown[][];
  coin: unknown[][];
  point: unknown[][];
  grants: unknown[][];
  unlocks: unknown[][];
  checkins: unknown[][];
  audit: unknown[][];
}

export function emptyRows(): SeedRows {
  return { members: [], orders: [], coin: [], point: [], grants: [], unlocks: [], checkins: [], audit: [] };
}

/** What every member's timeline reads. */
export interface TimelineContext {
  plan: MemberPlan;
  now: number;
  operatorIds: readonly number[];
  ids: SeedIds;
  /** The ids and numbers of every member's orders, in time order across members (planOrders). */
  orders: OrderPlan;
  /** Unlocks per order of a member. */
  unlockRatio: number;
  /** How many recent days sign-ins cover. */
  checkinDays: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const UNLOCK_PRICES = [6, 8, 10, 12, 18, 28, 38] as const;

/** What a member's timeline draws first from the member's random stream: who it is and its orders. */
interface MemberStart {
  rng: Rng;
  platform: 'ios' | 'android' | 'web';
  channel: 'appstore' | 'web' | 'huawei' | 'xiaomi' | 'oppo' | 'vivo';
  status: 'active' | 'banned';
  name: string;
  phone: string;
  firstSeen: number;
  gift: boolean;
  checksIn: boolean;
  /** The member's orders without ids or numbers, in time order. */
  drafts: ReturnType<typeof draftOrder>[];
}

/** The first draws of member index i's timeline (the same every time for the same context). */
function memberStart(i: number, ctx: Omit<TimelineContext, 'orders' | 'ids'>): MemberStart {
  const { plan, now } = ctx;
  const rng = new Rng(mixSeed(BUSINESS_SEED, i + 1000));
  const id = i + 1;
  const reg = plan.registeredAt[i] ?? now;
  const platform = rng.weighted([
    { v: 'ios', weight: 45 },
    { v: 'android', weight: 50 },
    { v: 'web', weight: 5 },
  ] as const).v;
  const channel =
    platform === 'ios'
      ? 'appstore'
      : platform === 'web'
        ? 'web'
        : rng.pick(['huawei', 'xiaomi', 'oppo', 'vivo'] as const);
  const status = rng.chance(0.015) ? 'banned' : 'active';
  const name = nickname(rng.next);
  const phone = `${rng.pick(PHONE_PREFIXES)}${phoneSuffixOf(i)}`;
  const firstSeen = reg + rng.int(1, 60) * MINUTE_MS;
  const gift = rng.chance(0.3);

  // points are earned lately (sign-ins), so exchanges happen in the sign-in window
  const recent = Math.max(reg + 2 * MINUTE_MS, now - ctx.checkinDays * DAY_MS);
  const checksIn = rng.chance(0.45);
  const earnsPoints = checksIn || plan.rewards.has(id);
  const drafts = Array.from({ length: plan.orders[i] ?? 0 }, () => {
    let d = draftOrder(
      rng,
      id,
      platform,
      rng.int(reg + 2 * MINUTE_MS, now - MINUTE_MS),
      now,
      ctx.operatorIds,
    );
    // only members who earn points exchange them
    while (d.kind === 'exchange' && !earnsPoints)
      d = draftOrder(rng, id, platform, d.createdAt, now, ctx.operatorIds);
    if (d.kind === 'exchange') d.createdAt = d.paidAt = rng.int(recent, now - MINUTE_MS);
    return d;
  }).sort((a, b) => a.createdAt - b.createdAt);
  return { rng, platform, channel, status, name, phone, firstSeen, gift, checksIn, drafts };
}

/**
 * Plans the ids and numbers of every member's orders in time order across members (the timelines
 * then run member by member, in chunks, and take them from the plan).
 */
export function planOrders(ctx: Omit<TimelineContext, 'orders' | 'ids'>): OrderPlan {
  return new OrderPlan(ctx.plan.orders, (i) => memberStart(i, ctx).drafts);
}

/** Generates member index i and everything that happened to it, appending rows to `out`. */
export function memberTimeline(i: number, ctx: TimelineContext, out: SeedRows): void {
  const { plan, now, ids } = ctx;
  const { rng, platform, channel, status, name, phone, firstSeen, gift, checksIn, drafts } = memberStart(
    i,
    ctx,
  );
  const id = i + 1;
  const reg = plan.registeredAt[i] ?? now;

  const sim = new MemberSim(id, ids, out, firstSeen);

  if (gift) sim.at(reg + MINUTE_MS, () => sim.coin(reg + MINUTE_MS, 20, 'gift', null, null));

  // orders, with the ids and numbers the plan gave them (time order across all members)
  const orders: SeedOrder[] = drafts.map((d, k) => ({
    ...d,
    ...ctx.orders.of(i, k, d),
    idempotencyKey: null,
    requestHash: null,
  }));
  for (const o of orders) scheduleOrder(sim, o, out);

  // unlocks
  const unlockCount = Math.round((plan.orders[i] ?? 0) * ctx.unlockRatio + rng.next() * 2);
  for (let k = 0; k < unlockCount; k++) {
    const t = rng.int(reg + 5 * MINUTE_MS, now - MINUTE_MS);
    const type = rng.chance(0.75) ? 'wallpaper' : 'template';
    const contentId = type === 'wallpaper' ? rng.int(1, 500) : rng.int(1, 120);
    const price = rng.pick(UNLOCK_PRICES);
    const r1 = rng.next();
    const r2 = rng.next();
    sim.at(t, () => {
      let via: 'vip' | 'coin' | 'free' | null = null;
      if (sim.vipEnd > t && r1 < 0.8) via = 'vip';
      else if (sim.coins >= price && r2 < 0.75) via = 'coin';
      else if (r2 < 0.9) via = 'free';
      if (!via) return;
      const unlockId = ids.unlock++;
      out.unlocks.push([unlockId, id, type, contentId, via, via === 'coin' ? price : 0, iso(t)]);
      if (via === 'coin') sim.coin(t, -price, 'unlock', 'unlock', unlockId);
    });
  }

  // sign-ins over the last days (UTC+8 business days), with streaks and the day 1..7 rewards
  if (checksIn) {
    const p = 0.3 + rng.next() * 0.65;
    let streak = 0;
    for (let d = ctx.checkinDays - 1; d >= 0; d--) {
      const day = businessDay(new Date(now - d * DAY_MS));
      const t = businessDayStart(day).getTime() + rng.int(7 * 60, 23 * 60) * MINUTE_MS;
      if (t <= reg || t >= now || !rng.chance(p)) {
        streak = 0;
        continue;
      }
      streak += 1;
      const rule = CHECKIN_RULES[(streak - 1) % 7] ?? CHECKIN_RULES[0];
      const s = streak;
      sim.at(t, () => {
        const checkinId = ids.checkin++;
        out.checkins.push([checkinId, id, day, s, rule.rewardPoints, rule.rewardCoins, iso(t)]);
        sim.point(t, rule.rewardPoints, 'checkin', 'checkin', checkinId);
        if (rule.rewardCoins > 0) sim.coin(t, rule.rewardCoins, 'checkin', 'checkin', checkinId);
      });
    }
  }

  for (const r of plan.rewards.get(id) ?? []) {
    sim.at(r.at, () => {
      sim.point(r.at, INVITE_REWARD.points, 'invite', 'invite', r.inviteId);
      sim.coin(r.at, INVITE_REWARD.coins, 'invite', 'invite', r.inviteId);
    });
  }

  if (rng.chance(0.05)) {
    const t = now - rng.int(1, 60) * DAY_MS;
    const want = rng.int(50, 300);
    sim.at(t, () => {
      if (sim.points > 0) sim.point(t, -Math.min(sim.points, want), 'expire', null, null);
    });
  }

  sim.run();
  for (const o of orders) out.orders.push(orderRow(o));
  out.members.push([
    id,
    visibleIdOf(i),
    name,
    '',
    phone,
    platform,
    channel,
    status,
    sim.coins,
    sim.points,
    sim.vipEnd ? iso(sim.vipEnd) : null,
    inviteCodeOf(i),
    plan.invitedBy[i] || null,
    iso(reg),
    iso(Math.min(sim.lastSeen, now - 1000)),
  ]);
}
