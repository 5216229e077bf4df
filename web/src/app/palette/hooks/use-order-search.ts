import { type ApiClient, listOrders } from '@opsdeck/shared/api';
import type { OrderRow } from '@opsdeck/shared/schemas';
import { useEffect, useState } from 'react';
import { isCancelled, abortable as withSignal } from '../../../lib/abortable.ts';
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
export function useOrderSearch(client: ApiClient, orderNo: string, delayMs = ENTITY_DEBOUNCE_MS) {
  const [state, setState] = useState<OrderSearchState>({ status: 'idle' });
  useEffect(() => {
    if (orderNo === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listOrders(withSignal(client, controller.signal), { orderNo, pageSize: ENTITY_LIMIT }).then(
        (page) => setState({ status: 'ready', items: page.list }),
        (error: unknown) => {
          if (isCancelled(error, controller.signal)) return;
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, orderNo, delayMs]);
  return state;
}
