import { DAY_MS } from '../db/business-day.js';
import { MINUTE_MS } from './business-data.js';
import { within } from './business-orders.js';
import { BUSINESS_SEED, mixSeed, Rng } from './business-rng.js';

/**
 * Pass 1 of the business seed: what must be known across members before their timelines are
 * generated: registration times (ids grow with time), who invited whom, and each member's share of
 * the orders. Everything else is generated per member from the member's own random stream.
 */

/** How far back members registered. */
const HISTORY_DAYS = 730;

/** An inviter's reward for one rewarded invite. */
export interface InviteReward {
  inviteId: number;
  at: number;
}

/** The cross-member facts of the seed. */
export interface MemberPlan {
  count: number;
  /** Registration time (ms) of member index i (id i + 1); increasing with i. */
  registeredAt: Float64Array;
  /** Inviter's id (0: not invited). */
  invitedBy: Int32Array;
  /** Orders of member index i; they sum to the requested order count. */
  orders: Int32Array;
  /** Invite rows, one per invited member, in invitee order (ids 1..n). */
  invites: Array<{
    id: number;
    inviterId: number;
    inviteeId: number;
    status: 'registered' | 'rewarded' | 'rejected';
    at: number;
    rewardedAt: number | null;
  }>;
  /** Rewards to pay each inviter (by inviter id), in time order. */
  rewards: Map<number, InviteReward[]>;
}

/** Plans `count` members and `orderCount` orders relative to `now`. */
export function planMembers(count: number, orderCount: number, now: Date): MemberPlan {
  const rng = new Rng(mixSeed(BUSINESS_SEED, 1));
  const start = now.getTime() - HISTORY_DAYS * DAY_MS;
  const span = HISTORY_DAYS * DAY_MS - 2 * 3_600_000;
  const registeredAt = new Float64Array(count);
  const invitedBy = new Int32Array(count);
  const weights = new Float64Array(count);
  const invites: MemberPlan['invites'] = [];
  const rewards = new Map<number, InviteReward[]>();
  for (let i = 0; i < count; i++) {
    // more sign-ups lately: a concave map of [0, 1) onto the history keeps ids in time order
    const u = (i + rng.next()) / count;
    registeredAt[i] = Math.floor(start + span * (1 - (1 - u) ** 1.6));
    const age = (now.getTime() - (registeredAt[i] ?? 0)) / (HISTORY_DAYS * DAY_MS);
    weights[i] = -Math.log(1 - rng.next() * 0.999) * (0.25 + age);
    if (i > 10 && rng.chance(0.2)) {
      const inviterIdx = rng.int(Math.max(0, i - 5000), i - 1);
      const inviterId = inviterIdx + 1;
      invitedBy[i] = inviterId;
      const roll = rng.next();
      const status = roll < 0.7 ? 'rewarded' : roll < 0.9 ? 'registered' : 'rejected';
      const at = (registeredAt[i] ?? 0) + rng.int(1, 30) * 1000;
      const rewardedAt =
        status === 'rewarded'
          ? within(at, rng.int(5, 600) / 600, 600 * MINUTE_MS, now.getTime() - 1000)
          : null;
      const id = invites.length + 1;
      invites.push({ id, inviterId, inviteeId: i + 1, status, at, rewardedAt });
      if (rewardedAt !== null) {
        const list = rewards.get(inviterId) ?? [];
        list.push({ inviteId: id, at: rewardedAt });
        rewards.set(inviterId, list);
      }
    }
  }
  return { count, registeredAt, invitedBy, orders: spread(weights, orderCount), invites, rewards };
}

/** Splits `total` into integer shares proportional to `weights` (cumulative rounding: exact sum). */
function spread(weights: Float64Array, total: number): Int32Array {
  const out = new Int32Array(weights.length);
  const sum = weights.reduce((a, w) => a + w, 0) || 1;
  let acc = 0;
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i] ?? 0;
    const upto = Math.round((acc / sum) * total);
    out[i] = upto - given;
    given = upto;
  }
  return out;
}

/** The 8-digit visible id of member index i: a bijection of i onto 10000000..99999999. */
export function visibleIdOf(i: number): string {
  return String(10_000_000 + ((i * 7919 + 104_729) % 90_000_000));
}

/** The 8-digit subscriber part of member index i's phone: a bijection of i onto 0..99999999. */
export function phoneSuffixOf(i: number): string {
  return String((i * 104_723 + 1_234_567) % 100_000_000).padStart(8, '0');
}

/** Member index i's invite code: 8 base-36 characters, a bijection of i. */
export function inviteCodeOf(i: number): string {
  const space = 36 ** 8;
  return ((i * 2_654_435_761 + 987_654_321) % space).toString(36).toUpperCase().padStart(8, '0');
}
