import { Classes, H5, H6 } from '@blueprintjs/core';
import type { OrderAuditEntry, OrderDetail } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatMediumDateTime } from '../../components/data-list/format.ts';
import { ledgerRowColumns, VIP_GRANT_COLUMNS, ZONED } from '../../components/ledger-rows.tsx';
import { type RowsColumn, RowsTable } from '../../components/rows-table.tsx';

const AUDIT_COLUMNS: RowsColumn<OrderAuditEntry>[] = [
  ['ledger.columns.createdAt', (a, _t, l) => formatMediumDateTime(a.createdAt, l), ZONED],
  ['orderDetail.action', (a, t) => t(`audit.actions.${a.action}`, { defaultValue: a.action })],
  ['ledger.columns.operator', (a) => a.operatorName ?? ''],
  [
    'orderDetail.result',
    (a, t) => t(a.status === 'ok' ? 'orderDetail.resultOk' : 'orderDetail.resultFailed'),
  ],
];

/** What the order produced (its ledger rows and VIP grants) and its audit trail, oldest first. */
export function OrderProduced({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const sections = [
    { key: 'coinLedger', rows: order.coinLedger, table: ledgerRowColumns('coinReason') },
    { key: 'pointLedger', rows: order.pointLedger, table: ledgerRowColumns('pointReason') },
  ] as const;
  const produced = order.coinLedger.length + order.pointLedger.length + order.vipGrants.length;
  return (
    <>
      <section aria-labelledby="od-order-produced" className="od-order-section">
        <H5 id="od-order-produced">{t('orderDetail.produced')}</H5>
        {produced === 0 && (
          <p className={Classes.TEXT_MUTED} data-testid="order-produced-empty">
            {t('orderDetail.noneProduced')}
          </p>
        )}
        {sections.map(
          (s) =>
            s.rows.length > 0 && (
              <div key={s.key}>
                <H6>{t(`orderDetail.${s.key}`)}</H6>
                <RowsTable
                  rows={s.rows}
                  columns={s.table}
                  testId={`order-${s.key === 'coinLedger' ? 'coin' : 'point'}-ledger`}
                  label={t(`orderDetail.${s.key}`)}
                />
              </div>
            ),
        )}
        {order.vipGrants.length > 0 && (
          <div>
            <H6>{t('orderDetail.vipGrants')}</H6>
            <RowsTable
              rows={order.vipGrants}
              columns={VIP_GRANT_COLUMNS}
              testId="order-vip-grants"
              label={t('orderDetail.vipGrants')}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="od-order-audit" className="od-order-section">
        <H5 id="od-order-audit">{t('orderDetail.audit')}</H5>
        <RowsTable
          rows={order.audit}
          columns={AUDIT_COLUMNS}
          testId="order-audit"
          label={t('orderDetail.audit')}
          empty={t('orderDetail.noAudit')}
        />
      </section>
    </>
  );
}
