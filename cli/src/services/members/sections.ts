import type {
  CoinLedgerRow,
  MemberDetail,
  OrderRow,
  PointLedgerRow,
  VipGrantRow,
} from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { grouped, signed, terminalDateTime } from '../../ui/format.js';
import { renderHeading, renderInfo, renderTable } from '../../ui/render.js';
import type { TableCell } from '../../ui/table.js';
import type { ServiceContext } from '../context.js';

/** One titled table of `members show` (or `orders show`): headers, terminal cells and stable piped values. */
export interface DetailSection {
  /** The JSON field it comes from (the piped heading). */
  key: string;
  title: string;
  headers: string[];
  rows: TableCell[][];
  plain: string[][];
  /** How many rows the answer held (more than shown when over the limit). */
  total: number;
}

/** A translated enum label, or the raw value when the language has none. */
export function label(t: Translate, key: string, value: string): string {
  const text = t(`${key}.${value}`);
  return text === `${key}.${value}` ? value : text;
}

/** A column of a section: its header key (under `cli.members.show.`), the shown cell and the piped value. */
export interface Column<R> {
  header: string;
  cell: (row: R) => TableCell;
  plain: (row: R) => string;
}

/** A section from its columns: the first `limit` rows, shown and piped. */
export function section<R>(
  t: Translate,
  head: { key: DetailSection['key']; title: string },
  columns: readonly Column<R>[],
  rows: readonly R[],
  limit: number,
): DetailSection {
  const shown = rows.slice(0, limit);
  return {
    key: head.key,
    title: t(head.title),
    headers: columns.map((c) => t(`cli.members.show.${c.header}`)),
    rows: shown.map((row) => columns.map((c) => c.cell(row))),
    plain: shown.map((row) => columns.map((c) => c.plain(row))),
    total: rows.length,
  };
}

type LedgerRow = CoinLedgerRow | PointLedgerRow;

/** The coin or point ledger: time, change, balance, reason, operator. */
export function ledgerColumns(t: Translate, reasons: string): Column<LedgerRow>[] {
  return [
    {
      header: 'ledgerColumns.time',
      cell: (r) => ({ text: terminalDateTime(r.createdAt), tone: 'muted' }),
      plain: (r) => r.createdAt,
    },
    {
      header: 'ledgerColumns.change',
      cell: (r) => ({ text: signed(r.delta), tone: r.delta > 0 ? 'success' : 'danger' }),
      plain: (r) => String(r.delta),
    },
    {
      header: 'ledgerColumns.balance',
      cell: (r) => ({ text: grouped(r.balanceAfter) }),
      plain: (r) => String(r.balanceAfter),
    },
    {
      header: 'ledgerColumns.reason',
      cell: (r) => ({ text: label(t, reasons, r.reason) }),
      plain: (r) => r.reason,
    },
    {
      header: 'ledgerColumns.by',
      cell: (r) => ({ text: r.operatorName ?? t('common.none'), tone: 'muted' }),
      plain: (r) => r.operatorName ?? '',
    },
  ];
}

/** The VIP grants: days, start, end, source. */
export function grantColumns(t: Translate): Column<VipGrantRow>[] {
  return [
    { header: 'grantColumns.days', cell: (g) => ({ text: signed(g.days) }), plain: (g) => String(g.days) },
    {
      header: 'grantColumns.starts',
      cell: (g) => ({ text: terminalDateTime(g.startsAt), tone: 'muted' }),
      plain: (g) => g.startsAt,
    },
    {
      header: 'grantColumns.ends',
      cell: (g) => ({ text: terminalDateTime(g.endsAt) }),
      plain: (g) => g.endsAt,
    },
    {
      header: 'grantColumns.source',
      cell: (g) => ({ text: label(t, 'ledger.vipSource', g.source) }),
      plain: (g) => g.source,
    },
  ];
}

/** The orders: number, kind, status, product, time. */
function orderColumns(t: Translate): Column<OrderRow>[] {
  return [
    { header: 'orderColumns.orderNo', cell: (o) => ({ text: o.orderNo }), plain: (o) => o.orderNo },
    {
      header: 'orderColumns.kind',
      cell: (o) => ({ text: label(t, 'order.kind', o.kind) }),
      plain: (o) => o.kind,
    },
    {
      header: 'orderColumns.status',
      cell: (o) => ({
        text: label(t, 'order.status', o.status),
        tone: o.status === 'paid' ? 'normal' : 'muted',
      }),
      plain: (o) => o.status,
    },
    {
      header: 'orderColumns.product',
      cell: (o) => ({ text: label(t, 'order.product', o.productCode) }),
      plain: (o) => o.productCode,
    },
    {
      header: 'orderColumns.time',
      cell: (o) => ({ text: terminalDateTime(o.createdAt), tone: 'muted' }),
      plain: (o) => o.createdAt,
    },
  ];
}

/** Where a detail keeps its coin and point ledger rows and VIP grants: field and i18n title each. */
type MoneyLists = Record<
  'coins' | 'points' | 'grants',
  { key: string; title: string; rows: readonly (CoinLedgerRow | PointLedgerRow | VipGrantRow)[] }
>;

/** The coin ledger, point ledger and VIP grant sections of a detail (a member's, an order's). */
export function moneySections(t: Translate, lists: MoneyLists, limit: number): DetailSection[] {
  const { coins, points, grants } = lists;
  return [
    section(t, coins, ledgerColumns(t, 'ledger.coinReason'), coins.rows as LedgerRow[], limit),
    section(t, points, ledgerColumns(t, 'ledger.pointReason'), points.rows as LedgerRow[], limit),
    section(t, grants, grantColumns(t), grants.rows as VipGrantRow[], limit),
  ];
}

/** The detail's recent lists as sections, each cut to `limit` rows (newest first, as answered). */
export function detailSections(t: Translate, m: MemberDetail, limit: number): DetailSection[] {
  const lists: MoneyLists = {
    coins: { key: 'recentCoinLedger', title: 'member.detail.coinLedger', rows: m.recentCoinLedger },
    points: { key: 'recentPointLedger', title: 'member.detail.pointLedger', rows: m.recentPointLedger },
    grants: { key: 'recentVipGrants', title: 'member.detail.vipGrants', rows: m.recentVipGrants },
  };
  const orders = { key: 'recentOrders', title: 'member.detail.orders' };
  return [...moneySections(t, lists, limit), section(t, orders, orderColumns(t), m.recentOrders, limit)];
}

/**
 * Each section under its heading: a table, or a notice naming the empty section ("Points ledger: no
 * data", on stderr): piped, or with stdout in a file, the notices alone said "No data" three times.
 */
export async function renderSections(ctx: ServiceContext, sections: readonly DetailSection[]): Promise<void> {
  const { io, t } = ctx;
  for (const s of sections) {
    io.stdout.write('\n');
    renderHeading(io, s.title, s.key);
    if (s.rows.length === 0) renderInfo(io, t('cli.members.show.emptySection', { section: s.title }));
    else await renderTable({ io, t, headers: s.headers, rows: s.rows, plain: s.plain });
  }
}
