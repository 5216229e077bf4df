import type { ApprovalThresholds, ReissueSums, ReissueWindowTotals } from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';

const HOUR_MS = 3_600_000;

/** Nothing re-issued yet. */
const none = (): ReissueSums => ({ coins: 0, days: 0 });

/**
 * A member's and an operator's re-issues in their rolling windows, summed as the server sums them
 * (server/src/modules/approvals/windows.ts): executed re-issues are `patch` orders (coins, VIP
 * days), pending ones are requests of kind patch_coins / patch_vip (their payload's amount);
 * members by the order's member and the request's member, operators by the order's operator and
 * the request's requester. `now` ends both windows (the mock stamps its writes with the clock).
 */
export function reissueWindowTotals(
  world: World,
  memberId: number,
  operatorId: number,
  limits: ApprovalThresholds,
  now: number,
): ReissueWindowTotals {
  const memberSince = now - limits.memberWindowHours * HOUR_MS;
  const operatorSince = now - limits.operatorWindowHours * HOUR_MS;
  const totals = { member: none(), operator: none() };
  const add = (to: ReissueSums, coins: number, days: number) => {
    to.coins += coins;
    to.days += days;
  };
  for (const o of world.orders) {
    if (o.kind !== 'patch') continue;
    const at = Date.parse(o.createdAt);
    if (o.memberId === memberId && at > memberSince) add(totals.member, o.coins, o.vipDays);
    if (o.operatorId === operatorId && at > operatorSince) add(totals.operator, o.coins, o.vipDays);
  }
  for (const a of world.approvals) {
    if (a.status !== 'pending' || (a.kind !== 'patch_coins' && a.kind !== 'patch_vip')) continue;
    const at = Date.parse(a.createdAt);
    const coins = a.kind === 'patch_coins' ? Number(a.payload.coins ?? 0) : 0;
    const days = a.kind === 'patch_vip' ? Number(a.payload.days ?? 0) : 0;
    if (a.memberId === memberId && at > memberSince) add(totals.member, coins, days);
    if (a.requester.id === operatorId && at > operatorSince) add(totals.operator, coins, days);
  }
  return totals;
}
