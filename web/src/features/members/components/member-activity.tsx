import { Tab, Tabs } from '@blueprintjs/core';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orderHref } from '../../../components/data-list/cells.tsx';
import { ledgerRowColumns, VIP_GRANT_COLUMNS, ZONED } from '../../../components/ledger-rows.tsx';
import { type RowsColumn, RowsTable } from '../../../components/rows-table.tsx';
import { formatCents, formatDateTime } from '../lib/format.ts';

type ActivityTab = 'coins' | 'points' | 'vip' | 'orders';

/** The member drawer's recent activity: coin ledger, point ledger, VIP grants, orders (newest first). */
export function MemberActivity({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ActivityTab>('coins');
  return (
    <Tabs id="member-activity" selectedTabId={tab} onChange={(id) => setTab(id as ActivityTab)}>
      <Tab id="coins" title={t('member.detail.coinLedger')} panel={<CoinLedger member={member} />} />
      <Tab id="points" title={t('member.detail.pointLedger')} panel={<PointLedger member={member} />} />
      <Tab id="vip" title={t('member.detail.vipGrants')} panel={<VipGrants member={member} />} />
      <Tab id="orders" title={t('member.detail.orders')} panel={<Orders member={member} />} />
    </Tabs>
  );
}

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
  ['order.columns.createdAt', (o, _t, l) => formatDateTime(o.createdAt, l), ZONED],
];

function CoinLedger({ member }: { member: MemberDetail }) {
  return (
    <RowsTable
      rows={member.recentCoinLedger}
      columns={ledgerRowColumns('coinReason')}
      testId="member-coin-ledger"
    />
  );
}

function PointLedger({ member }: { member: MemberDetail }) {
  return (
    <RowsTable
      rows={member.recentPointLedger}
      columns={ledgerRowColumns('pointReason')}
      testId="member-point-ledger"
    />
  );
}

function VipGrants({ member }: { member: MemberDetail }) {
  return <RowsTable rows={member.recentVipGrants} columns={VIP_GRANT_COLUMNS} testId="member-vip-grants" />;
}

function Orders({ member }: { member: MemberDetail }) {
  return <RowsTable rows={member.recentOrders} columns={ORDER_COLUMNS} testId="member-orders" />;
}
