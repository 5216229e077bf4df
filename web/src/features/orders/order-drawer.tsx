import { Button, Intent } from '@blueprintjs/core';
import { getOrder } from '@opsdeck/shared/api';
import type { OrderDetail } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { useFetch } from '../../lib/use-fetch.ts';
import { OrderFields } from './order-fields.tsx';
import { OrderProduced } from './order-produced.tsx';
import './orders.css';

/** Whether a loaded order is the one `ref` (order number or internal id) asks for. */
function isOrder(order: OrderDetail, ref: string): boolean {
  return order.orderNo === ref || String(order.id) === ref;
}

/**
 * The order view: the order (member, kind, amounts, status, times), the coin and point ledger rows
 * and VIP grants it produced, and its audit trail. Open while `orderRef` (an order number or internal
 * id) is not null; it loads GET /admin/orders/{ref} each time it opens. Esc closes it.
 */
export function OrderDrawer({ orderRef, onClose }: { orderRef: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useFetch(orderRef, (client) => getOrder(client, orderRef as string));
  return (
    <RecordDrawer
      asked={orderRef}
      load={load}
      isAsked={isOrder}
      onClose={onClose}
      className="od-order-drawer"
      icon="document"
      title={(order) =>
        order ? t('orderDetail.title', { orderNo: order.orderNo }) : t('orderDetail.titleLoading')
      }
      testId="order-drawer"
      failedTitle="orderDetail.loadError"
      notFound={{
        title: t('orderDetail.notFound', { ref: orderRef }),
        description: t('orderDetail.notFoundHint'),
      }}
      footer={(order) => (
        <Button
          intent={Intent.PRIMARY}
          icon="person"
          text={t('orderDetail.openMember', { visibleId: order.memberVisibleId })}
          onClick={() => navigate(memberHref(order.memberId))}
        />
      )}
    >
      {(order) => (
        <>
          <OrderFields order={order} />
          <OrderProduced order={order} />
        </>
      )}
    </RecordDrawer>
  );
}
