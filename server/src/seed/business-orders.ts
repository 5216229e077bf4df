import { DAY_MS } from '../db/business-day.js';
import {
  COIN_PACKS,
  EXCHANGES,
  ORDER_KIND_WEIGHTS,
  ORDER_STATUS_WEIGHTS,
  PATCH_REASONS,
  VIP_PLANS,
} from './business-data.js';
import type { Rng } from './business-rng.js';

/** One generated order before simulation (the timeline may turn a paid exchange into failed, etc.). */
export interface SeedOrder {
  id: number;
  orderNo: string;
  kind: 'vip' | 'iap' | 'pay' | 'exchange' | 'patch';
  memberId: number;
  status: 'pending' | 'paid' | 'refunded' | 'closed' | 'failed';
  productCode: string;
  amountCents: number;
  channel: 'wechat' | 'alipay' | 'apple' | 'google' | 'points' | 'admin';
  coins: number;
  vipDays: number;
  pointsSpent: number;
  externalTxnId: string | null;
  reason: string | null;
  operatorId: number | null;
  /** Re-issues only: the key and request hash the live path stores. */
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: number;
  paidAt: number | null;
  refundedAt: number | null;
}

function digits(rng: Rng, n: number): string {
  let s = '';
  while (s.length < n) s += String(Math.floor(rng.next() * 1e9)).padStart(9, '0');
  return s.slice(0, n);
}

/** A payment provider's transaction id, shaped like the real ones. */
function txnId(rng: Rng, channel: SeedOrder['channel']): string | null {
  switch (channel) {
    case 'wechat':
      return `4200${digits(rng, 24)}`;
    case 'alipay':
      return `2026${digits(rng, 24)}`;
    case 'apple':
      return `2000000${digits(rng, 9)}`;
    case 'google':
      return `GPA.${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 5)}`;
    default:
      return null;
  }
}

/** Everything an order needs except its id and number. */
/**
 * A time `fraction` (0..1] of `span` after `from`, the span shortened to end by `latest` when it
 * would pass it: what follows `from` by up to `span` keeps its spread near the seed's instant.
 */
export function within(from: number, fraction: number, span: number, latest: number): number {
  const room = Math.max(1, Math.min(span, latest - from));
  return from + Math.max(1, Math.round(fraction * room));
}

export function draftOrder(
  rng: Rng,
  memberId: number,
  platform: 'ios' | 'android' | 'web',
  createdAt: number,
  now: number,
  operatorIds: readonly number[],
): Omit<SeedOrder, 'id' | 'orderNo' | 'idempotencyKey' | 'requestHash'> {
  const kind = rng.weighted(ORDER_KIND_WEIGHTS).kind;
  const paidAt = within(createdAt, rng.int(5, 600) / 600, 600 * 1000, now - 1000);
  const base = {
    kind,
    memberId,
    coins: 0,
    vipDays: 0,
    pointsSpent: 0,
    reason: null,
    operatorId: null,
    createdAt,
  };
  if (kind === 'exchange') {
    const x = rng.weighted(EXCHANGES);
    return {
      ...base,
      status: 'paid',
      productCode: x.code,
      amountCents: 0,
      channel: 'points',
      coins: x.coins,
      vipDays: x.days,
      pointsSpent: x.points,
      externalTxnId: null,
      paidAt: createdAt,
      refundedAt: null,
    };
  }
  if (kind === 'patch') {
    const vip = rng.chance(0.3);
    return {
      ...base,
      status: 'paid',
      productCode: vip ? 'patch_vip' : 'patch_coins',
      amountCents: 0,
      channel: 'admin',
      coins: vip ? 0 : rng.int(1, 50) * 10,
      vipDays: vip ? rng.int(1, 30) : 0,
      reason: rng.pick(PATCH_REASONS),
      operatorId: rng.pick(operatorIds),
      externalTxnId: null,
      paidAt: createdAt,
      refundedAt: null,
    };
  }
  let status = rng.weighted(ORDER_STATUS_WEIGHTS).status as SeedOrder['status'];
  if (status === 'pending' && createdAt < now - 2 * DAY_MS) status = 'closed';
  const store = kind === 'iap';
  const channel: SeedOrder['channel'] = store
    ? platform === 'ios'
      ? 'apple'
      : 'google'
    : rng.chance(0.6)
      ? 'wechat'
      : 'alipay';
  const sellsVip = kind === 'vip' || (store && rng.chance(0.5));
  const product = sellsVip ? rng.weighted(VIP_PLANS) : rng.weighted(COIN_PACKS);
  const cents = 'days' in product ? (store ? product.storeCents : product.cents) : product.cents;
  const paid = status === 'paid' || status === 'refunded';
  // a refund comes 1 to 72 hours after payment; for an order paid less than 72 hours ago that span
  // is scaled into the time since, so recent refunds keep their spread instead of all landing on
  // the seed's instant
  const refundedAt =
    status === 'refunded' ? within(paidAt, rng.int(1, 72) / 72, 72 * 3_600_000, now - 500) : null;
  return {
    ...base,
    status,
    productCode: product.code,
    amountCents: cents,
    channel,
    coins: 'coins' in product ? product.coins : 0,
    vipDays: 'days' in product ? product.days : 0,
    externalTxnId: paid || status === 'failed' ? txnId(rng, channel) : null,
    paidAt: paid ? paidAt : null,
    refundedAt,
  };
}
