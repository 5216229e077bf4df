import { Tab } from '@blueprintjs/core';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orderHref } from '../../../components/data-list/cells.tsx';
import { ledgerRowColumns, VIP_GRANT_COLUMNS, ZONED } from '../../../components/ledger-rows.tsx';
import { type RowsColumn, RowsTable } from '../../../components/rows-table.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { formatCents, formatMediumDateTime } from '../lib/format.ts';

type ActivityTab = 'coins' | 'points' | 'vip' | 'orders';

/** The member drawer's recent activity: coin ledger, point ledger, VIP grants, orders (newest first). */
export function MemberActivity({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ActivityTab>('coins');
  return (
    <Tabs id="member-activity" selectedTabId={tab} onChange={(id) => setTab(id as ActivityTab)}>
      {activityTab(
        'coins',
        t('member.detail.coinLedger'),
        member.recentCoinLedger,
        COIN_COLUMNS,
        'member-coin-ledger',
      )}
      {activityTab(
        'points',
        t('member.detail.pointLedger'),
        member.recentPointLedger,
        POINT_COLUMNS,
        'member-point-ledger',
      )}
      {activityTab(
        'vip',
        t('member.detail.vipGrants'),
        member.recentVipGrants,
        VIP_GRANT_COLUMNS,
        'member-vip-grants',
      )}
      {activityTab('orders', t('member.detail.orders'), member.recentOrders, ORDER_COLUMNS, 'member-orders')}
    </Tabs>
  );
}

/** One tab: its recent rows as a `RowsTable` (`testId` names the table). */
function activityTab<R>(
  id: ActivityTab,
  title: string,
  rows: readonly R[],
  columns: RowsColumn<R>[],
  testId: string,
) {
  return <Tab id={id} title={title} panel={<RowsTable rows={rows} columns={columns} testId={testId} />} />;
}

const COIN_COLUMNS = ledgerRowColumns('coinReason');
const POINT_COLUMNS = ledgerRowColumns('pointReason');

type Row<K extends keyof MemberDetail> = MemberDetail[K] extends readonly (infer R)[] ? R : never;

const ORDER_COLUMNS: RowsColumn<Row<'recentOrders'>>[] = [
  ['order.columns.orderNo', (o) => <Link to={orderHref(o)}>{o.orderNo}</Link>],
  ['order.columns.status', (o, t) => t(`order.status.${o.status}`)],
  [
    'order.columns.productCode',
    (o, t) => t(`order.product.${o.productCode}`, { defaultValue: o.productCode }),
  ],
  [
    'order.columns.amount',
    (o, _t, l) => (o.amountCents > 0 ? formatCents(o.amountCents, o.currency, l) : ''),
  ],
  ['order.columns.createdAt', (o, _t, l) => formatMediumDateTime(o.createdAt, l), ZONED],
];
