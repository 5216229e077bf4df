import type { AnalysisDimension } from '@opsdeck/shared/schemas';
import { dayOfIso } from './business-day.ts';
import type { World } from './world.ts';

/** The figures the analysis screens read, one fact per counted thing. */
export type FactMetric = 'newMembers' | 'paidOrders' | 'revenue' | 'coinsIssued' | 'coinsSpent' | 'unlocks';

/** One counted thing of the data set: its metric, business day, amount, the member and its splits. */
export interface Fact {
  metric: FactMetric;
  day: string;
  value: number;
  memberId: number;
  dims: Partial<Record<AnalysisDimension, string>>;
}


/**
 * Every fact of the data set, as the server's daily rollups count them: a member on the day they
 * registered (by channel and platform), a paid order on the day it was paid (once as an order, once
 * as its revenue in cents, by kind and channel), coins issued or spent by the ledger, unlocks.
 */
export function factsOf(world: World): Fact[] {
  const facts: Fact[] = [];
  for (const m of world.members) {
    const dims = { channel: m.channel, platform: m.platform };
    facts.push({ metric: 'newMembers', day: dayOfIso(m.registeredAt), value: 1, memberId: m.id, dims });
  }
  for (const o of world.orders) {
    if (o.paidAt === null) continue;
    const base = {
      day: dayOfIso(o.paidAt),
      memberId: o.memberId,
      dims: { kind: o.kind, channel: o.channel },
    };
    facts.push(
      { ...base, metric: 'paidOrders', value: 1 },
      { ...base, metric: 'revenue', value: o.amountCents },
    );
  }
  for (const r of world.coinLedger) {
    const metric = r.delta > 0 ? 'coinsIssued' : 'coinsSpent';
    facts.push({
      metric,
      day: dayOfIso(r.createdAt),
      value: Math.abs(r.delta),
      memberId: r.memberId,
      dims: {},
    });
  }
  for (const u of world.unlocks) {
    facts.push({ metric: 'unlocks', day: dayOfIso(u.createdAt), value: 1, memberId: u.memberId, dims: {} });
  }
  return facts;
}
