import type {
  CoinLedgerRow,
  MemberDetail,
  OrderRow,
  PointLedgerRow,
  VipGrantRow,
} from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { formatDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';
import { signed } from './format.js';

/** One titled table of `members show`: headers, terminal cells and stable piped values. */
export interface DetailSection {
  /** The JSON field it comes from (the piped heading). */
  key: 'recentCoinLedger' | 'recentPointLedger' | 'recentVipGrants' | 'recentOrders';
  title: string;
  headers: string[];
  rows: TableCell[][];
  plain: string[][];
  /** How many rows the answer held (more than shown when over the limit). */
  total: number;
}

/** A translated enum label, or the raw value when the language has none. */
function label(t: Translate, key: string, value: string): string {
  const text = t(`${key}.${value}`);
  return text === `${key}.${value}` ? value : text;
}

function ledgerSection(
  t: Translate,
  key: 'recentCoinLedger' | 'recentPointLedger',
  rows: readonly (CoinLedgerRow | PointLedgerRow)[],
  limit: number,
): DetailSection {
  const reasons = key === 'recentCoinLedger' ? 'ledger.coinReason' : 'ledger.pointReason';
  const shown = rows.slice(0, limit);
  return {
    key,
    title: t(key === 'recentCoinLedger' ? 'member.detail.coinLedger' : 'member.detail.pointLedger'),
    headers: (['time', 'change', 'balance', 'reason', 'by'] as const).map((c) =>
      t(`cli.members.show.ledgerColumns.${c}`),
    ),
    rows: shown.map((r) => [
      { text: formatDateTime(r.createdAt), tone: 'muted' },
      { text: signed(r.delta), tone: r.delta > 0 ? 'success' : 'danger' },
      { text: String(r.balanceAfter) },
      { text: label(t, reasons, r.reason) },
      { text: r.operatorName ?? t('common.none'), tone: 'muted' },
    ]),
    plain: shown.map((r) => [
      r.createdAt,
      String(r.delta),
      String(r.balanceAfter),
      r.reason,
      r.operatorName ?? '',
    ]),
    total: rows.length,
  };
}

function grantSection(t: Translate, rows: readonly VipGrantRow[], limit: number): DetailSection {
  const shown = rows.slice(0, limit);
  return {
    key: 'recentVipGrants',
    title: t('member.detail.vipGrants'),
    headers: (['days', 'starts', 'ends', 'source'] as const).map((c) =>
      t(`cli.members.show.grantColumns.${c}`),
    ),
    rows: shown.map((g) => [
      { text: signed(g.days) },
      { text: formatDateTime(g.startsAt), tone: 'muted' },
      { text: formatDateTime(g.endsAt) },
      { text: label(t, 'ledger.vipSource', g.source) },
    ]),
    plain: shown.map((g) => [String(g.days), g.startsAt, g.endsAt, g.source]),
    total: rows.length,
  };
}

function orderSection(t: Translate, rows: readonly OrderRow[], limit: number): DetailSection {
  const shown = rows.slice(0, limit);
  return {
    key: 'recentOrders',
    title: t('member.detail.orders'),
    headers: (['orderNo', 'kind', 'status', 'product', 'time'] as const).map((c) =>
      t(`cli.members.show.orderColumns.${c}`),
    ),
    rows: shown.map((o) => [
      { text: o.orderNo },
      { text: label(t, 'order.kind', o.kind) },
      { text: label(t, 'order.status', o.status), tone: o.status === 'paid' ? 'normal' : 'muted' },
      { text: label(t, 'order.product', o.productCode) },
      { text: formatDateTime(o.createdAt), tone: 'muted' },
    ]),
    plain: shown.map((o) => [o.orderNo, o.kind, o.status, o.productCode, o.createdAt]),
    total: rows.length,
  };
}

/** The detail's recent lists as sections, each cut to `limit` rows (newest first, as answered). */
export function detailSections(t: Translate, m: MemberDetail, limit: number): DetailSection[] {
  return [
    ledgerSection(t, 'recentCoinLedger', m.recentCoinLedger, limit),
    ledgerSection(t, 'recentPointLedger', m.recentPointLedger, limit),
    grantSection(t, m.recentVipGrants, limit),
    orderSection(t, m.recentOrders, limit),
  ];
}
