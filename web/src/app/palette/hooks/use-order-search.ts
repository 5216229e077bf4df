import { listOrders } from '@opsdeck/shared/api';
import type { OrderRow } from '@opsdeck/shared/schemas';
import { useFetch } from '../../../lib/use-fetch.ts';
import { ENTITY_DEBOUNCE_MS, ENTITY_LIMIT } from '../lib/entity-query.ts';

/** The order search: idle (no order number typed), loading, the orders found, or a failure. */
export type OrderSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: OrderRow[] }
  | { status: 'error'; message: string };

/**
 * Finds orders whose number starts with `orderNo` (GET /admin/orders?orderNo=) after a pause in
 * typing; a newer query aborts the older request, so answers never arrive out of order.
 */
export function useOrderSearch(orderNo: string, delayMs = ENTITY_DEBOUNCE_MS): OrderSearchState {
  const found = useFetch(
    orderNo === '' ? null : orderNo,
    (client) => listOrders(client, { orderNo, pageSize: ENTITY_LIMIT }),
    { delayMs },
  );
  if (orderNo === '') return { status: 'idle' };
  if (found.loading || (found.data === null && found.error === null)) return { status: 'loading' };
  if (found.error !== null) return { status: 'error', message: found.error };
  return { status: 'ready', items: found.data?.list ?? [] };
}
