import type { OrderKind, OrderRow } from '@opsdeck/shared/schemas';
import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { DataList } from '../../components/data-list/data-list.tsx';
import { orderListDefinition } from './order-list-definition.tsx';

/** One kind of orders; Enter on a row opens its member. */
export function OrdersPage({ kind }: { kind: OrderKind }) {
  const navigate = useNavigate();
  return (
    <DataList
      key={kind}
      def={orderListDefinition(kind)}
      title={`menu.order.${kind}`}
      onOpen={(row: OrderRow) => navigate(memberHref(row.memberId))}
    />
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
