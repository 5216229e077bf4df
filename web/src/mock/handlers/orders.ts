import { type OrderDetail, type OrderRow, orderRefParamsSchema } from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import type { Router } from './router.ts';

/** VIP grant sources whose `refId` is an order id (an invite's grant points at the invite). */
const ORDER_GRANT_SOURCES = new Set(['order', 'iap', 'exchange', 'patch']);

/** The order with what it produced and the audited writes naming it, oldest first (as the server). */
function detail(world: World, o: OrderRow): OrderDetail {
  const byOrder = <T extends { refType: string | null; refId: number | null; id: number }>(
    rows: readonly T[],
  ) => rows.filter((r) => r.refType === 'order' && r.refId === o.id).sort((a, b) => a.id - b.id);
  return {
    ...o,
    coinLedger: byOrder(world.coinLedger),
    pointLedger: byOrder(world.pointLedger),
    vipGrants: world.vipGrants
      .filter((g) => g.refId === o.id && ORDER_GRANT_SOURCES.has(g.source))
      .sort((a, b) => a.id - b.id),
    audit: world.log.events
      .filter((e) => e.orderNo === o.orderNo)
      .map((e) => ({
        id: e.id,
        action: e.action,
        operatorId: e.operator?.id ?? null,
        operatorName: e.operator?.name ?? null,
        status: e.status,
        targetType: e.targetType,
        targetId: e.targetId,
        createdAt: e.time,
      })),
  };
}

/** GET /admin/orders/{ref}: one order by its number or internal id. */
export function orderHandlers({ on }: Router): void {
  on('get', '/admin/orders/:ref', ['*'], ({ request, params, world }) => {
    const { ref } = parseOr400(request, orderRefParamsSchema, params);
    const o = /^\d+$/.test(ref)
      ? world.orders.find((x) => x.id === Number(ref))
      : world.orders.find((x) => x.orderNo === ref);
    if (!o) throw new MockHttpError(404, 'money.errors.orderNotFound', { params: { ref } });
    return ok(detail(world, o));
  });
}
