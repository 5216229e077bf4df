import type { OrderKind, OrderRow } from '@opsdeck/shared/schemas';
import { useCallback } from 'react';
import { DataList } from '../../components/data-list/data-list.tsx';
import { useUrlDrawer } from '../../lib/use-url-drawer.ts';
import { ORDER_OPENED_FROM_LIST, openOrderRef } from './open-order.ts';
import { OrderDrawer } from './order-drawer.tsx';
import { orderListDefinition } from './order-list-definition.tsx';

/**
 * One kind of orders; Enter or a double click on a row opens the order view (`?order=<orderNo>`,
 * so a link, the palette or a reload opens it too); the member ID cell opens the member.
 */
export function OrdersPage({ kind }: { kind: OrderKind }) {
  const drawer = useUrlDrawer('order', ORDER_OPENED_FROM_LIST);
  const { open } = drawer;
  const openRow = useCallback((row: OrderRow) => open(row.orderNo), [open]);
  return (
    <>
      <DataList key={kind} def={orderListDefinition(kind)} title={`menu.order.${kind}`} onOpen={openRow} />
      <OrderDrawer orderRef={openOrderRef(drawer.params)} onClose={drawer.close} />
    </>
  );
}

/** /order/vip */
export function OrderVipPage() {
  return <OrdersPage kind="vip" />;
}
/** /order/iap */
export function OrderIapPage() {
  return <OrdersPage kind="iap" />;
}
/** /order/pay */
export function OrderPayPage() {
  return <OrdersPage kind="pay" />;
}
/** /order/exchange */
export function OrderExchangePage() {
  return <OrdersPage kind="exchange" />;
}
/** /order/patch */
export function OrderPatchPage() {
  return <OrdersPage kind="patch" />;
}
