import { Classes, HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableHead } from '../../../components/table-head.tsx';
import { formatCents, formatCount, formatDateTime, formatDelta } from '../lib/format.ts';

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
type LedgerRow = Row<'recentCoinLedger'> | Row<'recentPointLedger'>;

/** A column of a table: the i18n key of its header and its cell (given the translator and language). */
type Column<R> = readonly [title: string, cell: (row: R, t: TFunction, l: string) => ReactNode];

/** The rows of one list as a table (a "no rows" line when empty). */
function RowsTable<R>({
  rows,
  columns,
  testId,
}: {
  rows: readonly R[];
  columns: Column<R>[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className={Classes.TEXT_MUTED}>{t('memberOps.drawer.noRows')}</p>;
  return (
    <div className="od-member-table-scroll">
      <HTMLTable compact striped className="od-member-table" data-testid={testId}>
        <TableHead cells={columns.map(([title]) => title)} />
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once per load, in order.
            <tr key={i}>
              {columns.map(([title, cell]) => (
                <td key={title}>{cell(row, t, i18n.language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** A coin or point ledger's columns: the two differ only in their reason names. */
function ledgerColumns(reasons: 'coinReason' | 'pointReason'): Column<LedgerRow>[] {
  return [
    ['ledger.columns.createdAt', (r, _t, l) => formatDateTime(r.createdAt, l)],
    ['ledger.columns.delta', (r, _t, l) => <Delta value={r.delta} locale={l} />],
    ['ledger.columns.balanceAfter', (r, _t, l) => formatCount(r.balanceAfter, l)],
    ['ledger.columns.reason', (r, t) => t(`ledger.${reasons}.${r.reason}`)],
    ['ledger.columns.operator', (r) => r.operatorName ?? ''],
  ];
}

const VIP_COLUMNS: Column<Row<'recentVipGrants'>>[] = [
  ['ledger.columns.createdAt', (r, _t, l) => formatDateTime(r.createdAt, l)],
  ['ledger.columns.days', (r, _t, l) => formatCount(r.days, l)],
  ['ledger.columns.startsAt', (r, _t, l) => formatDateTime(r.startsAt, l)],
  ['ledger.columns.endsAt', (r, _t, l) => formatDateTime(r.endsAt, l)],
  ['ledger.columns.source', (r, t) => t(`ledger.vipSource.${r.source}`)],
];

const ORDER_COLUMNS: Column<Row<'recentOrders'>>[] = [
  [
    'order.columns.orderNo',
    (o) => <Link to={`/order/${o.kind}?orderNo=${encodeURIComponent(o.orderNo)}`}>{o.orderNo}</Link>,
  ],
  ['order.columns.status', (o, t) => t(`order.status.${o.status}`)],
  [
    'order.columns.productCode',
    (o, t) => t(`order.product.${o.productCode}`, { defaultValue: o.productCode }),
  ],
  [
    'order.columns.amount',
    (o, _t, l) => (o.amountCents > 0 ? formatCents(o.amountCents, o.currency, l) : ''),
  ],
  ['order.columns.createdAt', (o, _t, l) => formatDateTime(o.createdAt, l)],
];

function CoinLedger({ member }: { member: MemberDetail }) {
  return (
    <RowsTable
      rows={member.recentCoinLedger}
      columns={ledgerColumns('coinReason')}
      testId="member-coin-ledger"
    />
  );
}

function PointLedger({ member }: { member: MemberDetail }) {
  return (
    <RowsTable
      rows={member.recentPointLedger}
      columns={ledgerColumns('pointReason')}
      testId="member-point-ledger"
    />
  );
}

function VipGrants({ member }: { member: MemberDetail }) {
  return <RowsTable rows={member.recentVipGrants} columns={VIP_COLUMNS} testId="member-vip-grants" />;
}

function Orders({ member }: { member: MemberDetail }) {
  return <RowsTable rows={member.recentOrders} columns={ORDER_COLUMNS} testId="member-orders" />;
}

function Delta({ value, locale }: { value: number; locale: string }) {
  return (
    <span className={value > 0 ? 'od-text-success' : 'od-text-danger'}>{formatDelta(value, locale)}</span>
  );
}
