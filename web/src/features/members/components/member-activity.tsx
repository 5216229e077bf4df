import { Classes, HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import type { MemberDetail } from '@opsdeck/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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

function RowsTable({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={Classes.TEXT_MUTED}>{t('memberOps.drawer.noRows')}</p>;
  return (
    <div className="od-member-table-scroll">
      <HTMLTable compact striped className="od-member-table" data-testid={testId}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once per load, in order.
            <tr key={i}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** A coin or point ledger table: the two differ only in their rows and reason names. */
function LedgerTable({
  rows,
  testId,
  reasons,
}: {
  rows: MemberDetail['recentCoinLedger'] | MemberDetail['recentPointLedger'];
  testId: string;
  reasons: 'coinReason' | 'pointReason';
}) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  return (
    <RowsTable
      testId={testId}
      head={[
        t('ledger.columns.createdAt'),
        t('ledger.columns.delta'),
        t('ledger.columns.balanceAfter'),
        t('ledger.columns.reason'),
        t('ledger.columns.operator'),
      ]}
      rows={rows.map((r) => [
        formatDateTime(r.createdAt, l),
        <Delta key="d" value={r.delta} locale={l} />,
        formatCount(r.balanceAfter, l),
        t(`ledger.${reasons}.${r.reason}`),
        r.operatorName ?? '',
      ])}
    />
  );
}

function CoinLedger({ member }: { member: MemberDetail }) {
  return <LedgerTable rows={member.recentCoinLedger} testId="member-coin-ledger" reasons="coinReason" />;
}

function PointLedger({ member }: { member: MemberDetail }) {
  return <LedgerTable rows={member.recentPointLedger} testId="member-point-ledger" reasons="pointReason" />;
}

function VipGrants({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  return (
    <RowsTable
      testId="member-vip-grants"
      head={[
        t('ledger.columns.createdAt'),
        t('ledger.columns.days'),
        t('ledger.columns.startsAt'),
        t('ledger.columns.endsAt'),
        t('ledger.columns.source'),
      ]}
      rows={member.recentVipGrants.map((r) => [
        formatDateTime(r.createdAt, l),
        formatCount(r.days, l),
        formatDateTime(r.startsAt, l),
        formatDateTime(r.endsAt, l),
        t(`ledger.vipSource.${r.source}`),
      ])}
    />
  );
}

function Orders({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  return (
    <RowsTable
      testId="member-orders"
      head={[
        t('order.columns.orderNo'),
        t('order.columns.status'),
        t('order.columns.productCode'),
        t('order.columns.amount'),
        t('order.columns.createdAt'),
      ]}
      rows={member.recentOrders.map((o) => [
        <Link key="o" to={`/order/${o.kind}?orderNo=${encodeURIComponent(o.orderNo)}`}>
          {o.orderNo}
        </Link>,
        t(`order.status.${o.status}`),
        i18n.exists(`order.product.${o.productCode}`) ? t(`order.product.${o.productCode}`) : o.productCode,
        o.amountCents > 0 ? formatCents(o.amountCents, o.currency, l) : '',
        formatDateTime(o.createdAt, l),
      ])}
    />
  );
}

function Delta({ value, locale }: { value: number; locale: string }) {
  return (
    <span className={value > 0 ? 'od-text-success' : 'od-text-danger'}>{formatDelta(value, locale)}</span>
  );
}
