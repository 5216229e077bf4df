import { DAY_MS } from '../db/business-day.js';
import { requestHash } from '../modules/members/reissue-common.js';
import { EXCHANGES } from './business-data.js';
import type { SeedOrder } from './business-orders.js';
import type { SeedIds, SeedRows } from './business-timeline.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * One member's balances while their history is replayed in time order: every change appends a ledger
 * row with the running balance, exactly as the live ledger service would (VIP grants stack).
 */
export class MemberSim {
  coins = 0;
  points = 0;
  vipEnd = 0;
  lastSeen: number;
  private readonly events: Array<{ t: number; run: () => void }> = [];

  constructor(
    readonly id: number,
    private readonly ids: SeedIds,
    private readonly out: SeedRows,
    registeredAt: number,
  ) {
    this.lastSeen = registeredAt;
  }

  /** Schedules something that happens at `t`. */
  at(t: number, run: () => void): void {
    this.events.push({ t, run });
  }

  /** Replays the scheduled events in time order. */
  run(): void {
    this.events.sort((a, b) => a.t - b.t);
    for (const e of this.events) {
      e.run();
      this.lastSeen = Math.max(this.lastSeen, e.t);
    }
  }

  coin(
    t: number,
    delta: number,
    reason: string,
    refType: string | null,
    refId: number | null,
    op: number | null = null,
  ) {
    this.coins += delta;
    this.out.coin.push([this.ids.coin++, this.id, delta, this.coins, reason, refType, refId, op, iso(t)]);
  }

  point(t: number, delta: number, reason: string, refType: string | null, refId: number | null) {
    this.points += delta;
    this.out.point.push([
      this.ids.point++,
      this.id,
      delta,
      this.points,
      reason,
      refType,
      refId,
      null,
      iso(t),
    ]);
  }

  grant(t: number, days: number, source: string, refId: number | null) {
    const start = Math.max(t, this.vipEnd);
    this.vipEnd = start + days * DAY_MS;
    this.out.grants.push([
      this.ids.grant++,
      this.id,
      days,
      iso(start),
      iso(this.vipEnd),
      source,
      refId,
      iso(t),
    ]);
  }
}

/** Schedules what an order does to the member's balances (and its own status when that fails). */
export function scheduleOrder(sim: MemberSim, o: SeedOrder, out: SeedRows): void {
  if (o.kind === 'exchange') {
    sim.at(o.createdAt, () => {
      // a member short of points picks the exchange they can afford, if any
      const fit = EXCHANGES.find((x) => x.points <= sim.points);
      if (sim.points < o.pointsSpent && fit) {
        Object.assign(o, {
          productCode: fit.code,
          pointsSpent: fit.points,
          coins: fit.coins,
          vipDays: fit.days,
        });
      }
      if (sim.points < o.pointsSpent) {
        Object.assign(o, { status: 'failed', paidAt: null });
        return;
      }
      sim.point(o.createdAt, -o.pointsSpent, 'exchange', 'order', o.id);
      if (o.coins > 0) sim.coin(o.createdAt, o.coins, 'exchange', 'order', o.id);
      else sim.grant(o.createdAt, o.vipDays, 'exchange', o.id);
    });
    return;
  }
  if (o.kind === 'patch') {
    sim.at(o.createdAt, () => patchOrder(sim, o, out));
    return;
  }
  const paidAt = o.paidAt;
  if (paidAt === null) return;
  if (o.vipDays > 0) {
    // a refunded VIP order was refunded before use: it never granted time
    if (o.status !== 'paid') return;
    sim.at(paidAt, () => {
      // members rarely buy VIP half a year ahead: such a checkout is left unpaid (closed)
      if (sim.vipEnd > paidAt + 180 * DAY_MS)
        Object.assign(o, { status: 'closed', paidAt: null, externalTxnId: null });
      else sim.grant(paidAt, o.vipDays, o.kind === 'iap' ? 'iap' : 'order', o.id);
    });
    return;
  }
  sim.at(paidAt, () => sim.coin(paidAt, o.coins, 'topup', 'order', o.id));
  const refundedAt = o.refundedAt;
  if (refundedAt === null) return;
  sim.at(refundedAt, () => {
    if (sim.coins >= o.coins) sim.coin(refundedAt, -o.coins, 'refund', 'order', o.id);
    else Object.assign(o, { status: 'paid', refundedAt: null });
  });
}

/** A seeded re-issue: the same key, request hash, ledger row and audit row as the live path writes. */
function patchOrder(sim: MemberSim, o: SeedOrder, out: SeedRows): void {
  const body = { memberId: sim.id, reason: o.reason ?? '' };
  o.requestHash =
    o.coins > 0
      ? requestHash({ op: 'coins', body: { ...body, coins: o.coins } })
      : requestHash({ op: 'vip', body: { ...body, days: o.vipDays } });
  o.idempotencyKey = `seed-${o.orderNo}`;
  if (o.coins > 0) sim.coin(o.createdAt, o.coins, 'patch', 'order', o.id, o.operatorId);
  else sim.grant(o.createdAt, o.vipDays, 'patch', o.id);
  const payload = {
    orderNo: o.orderNo,
    orderId: o.id,
    coins: o.coins || undefined,
    days: o.vipDays || undefined,
    reason: o.reason,
    idempotencyKey: o.idempotencyKey,
    balanceAfter: sim.coins,
    vipExpiresAfter: iso(sim.vipEnd),
  };
  const action = o.coins > 0 ? 'member.reissueCoins' : 'member.reissueVip';
  out.audit.push([
    o.operatorId,
    action,
    'member',
    String(sim.id),
    JSON.stringify(payload),
    'ok',
    '127.0.0.1',
    iso(o.createdAt),
  ]);
}

/** The orders row of a simulated order (SEED_COLUMNS.orders order). */
export function orderRow(o: SeedOrder): unknown[] {
  return [
    o.id,
    o.orderNo,
    o.kind,
    o.memberId,
    o.status,
    o.productCode,
    o.amountCents,
    'CNY',
    o.channel,
    o.coins,
    o.vipDays,
    o.pointsSpent,
    o.externalTxnId,
    o.reason,
    o.operatorId,
    o.idempotencyKey,
    o.requestHash,
    iso(o.createdAt),
    iso(o.paidAt),
    iso(o.refundedAt),
  ];
}
