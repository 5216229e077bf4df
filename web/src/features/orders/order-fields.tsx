import { Classes, H5, HTMLTable, Tag } from '@blueprintjs/core';
import type { OrderDetail } from '@opsdeck/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberHref } from '../../components/data-list/cells.tsx';
import {
  formatCount,
  formatMediumDateTime,
  formatYuan,
  zonedTitle,
} from '../../components/data-list/format.ts';
import { ORDER_STATUS_INTENTS } from './order-list-definition.tsx';

/** One label/value row; nothing when the value is missing (an unpaid order has no paid time). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

/** The order's own fields as label/value rows; times are labelled with the business time zone. */
export function OrderFields({ order: o }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  const count = (n: number) => (n ? formatCount(n, l) : null);
  return (
    <section aria-labelledby="od-order-overview">
      <H5 id="od-order-overview">{t('orderDetail.overview')}</H5>
      <HTMLTable compact className="od-order-fields" data-testid="order-fields">
        <tbody>
          <Field label={t('order.columns.orderNo')}>
            <span className="od-cell-mono">{o.orderNo}</span>
          </Field>
          <Field label={t('order.columns.kind')}>{t(`order.kind.${o.kind}`)}</Field>
          <Field label={t('order.columns.status')}>
            <Tag minimal intent={ORDER_STATUS_INTENTS[o.status]} data-testid="order-status">
              {t(`order.status.${o.status}`)}
            </Tag>
          </Field>
          <Field label={t('order.columns.member')}>
            <Link to={memberHref(o.memberId)} className="od-cell-mono">
              {o.memberVisibleId}
            </Link>{' '}
            <span className={Classes.TEXT_MUTED}>{o.memberNickname}</span>
          </Field>
          <Field label={t('order.columns.productCode')}>
            {t(`order.product.${o.productCode}`, { defaultValue: o.productCode })}
          </Field>
          <Field label={t('order.columns.amount')}>
            <span data-testid="order-amount">{formatYuan(o.amountCents, l)}</span>
          </Field>
          <Field label={t('order.columns.channel')}>{t(`order.channel.${o.channel}`)}</Field>
          <Field label={t('order.columns.coins')}>{count(o.coins)}</Field>
          <Field label={t('order.columns.vipDays')}>{count(o.vipDays)}</Field>
          <Field label={t('order.columns.pointsSpent')}>{count(o.pointsSpent)}</Field>
          <Field label={t('order.columns.reason')}>{o.reason}</Field>
          <Field label={t('order.columns.operator')}>{o.operatorName}</Field>
          <Field label={zonedTitle(t, 'order.columns.createdAt')}>
            {formatMediumDateTime(o.createdAt, l)}
          </Field>
          <Field label={zonedTitle(t, 'order.columns.paidAt')}>{formatMediumDateTime(o.paidAt, l)}</Field>
          <Field label={zonedTitle(t, 'order.columns.refundedAt')}>
            {formatMediumDateTime(o.refundedAt, l)}
          </Field>
          <Field label={t('order.columns.externalTxnId')}>
            {o.externalTxnId && <span className="od-cell-mono">{o.externalTxnId}</span>}
          </Field>
        </tbody>
      </HTMLTable>
    </section>
  );
}
