import { Intent } from '@blueprintjs/core';
import { listOrders } from '@opsdeck/shared/api';
import {
  CHANNELS_BY_KIND,
  ORDER_STATUSES,
  type OrderKind,
  type OrderRow,
  PRODUCT_CODES,
} from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumColumn,
  memberColumn,
  moneyColumn,
  rowMember,
  textColumn,
  timeColumn,
} from '../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../components/data-list/define-list.ts';
import {
  createdRange,
  enumFilter,
  memberIdFilter,
  orderNoFilter,
} from '../../components/data-list/filters.ts';
import { CELL_PAD_PX, textWidthPx } from '../../components/data-list/table-layout.ts';
import type { ListColumn, ListDefinition, ListFilter } from '../../components/data-list/types.ts';

/** Status colours: paid green, pending amber, refunded blue, failed red, closed grey. */
export const ORDER_STATUS_INTENTS: Readonly<Record<string, Intent>> = {
  paid: Intent.SUCCESS,
  pending: Intent.WARNING,
  refunded: Intent.PRIMARY,
  failed: Intent.DANGER,
};

/** The products each kind sells (docs/domain.md): VIP plans, coin packs, points exchanges, re-issues. */
export function productsOf(kind: OrderKind): string[] {
  const prefixes: Record<OrderKind, string[]> = {
    vip: ['vip_'],
    iap: ['vip_', 'coins_'],
    pay: ['coins_'],
    exchange: ['points_'],
    patch: ['patch_'],
  };
  return PRODUCT_CODES.filter((code) => prefixes[kind].some((p) => code.startsWith(p)));
}

type Col = ListColumn<OrderRow>;

const orderNo: Col = textColumn(
  { id: 'orderNo', title: 'order.columns.orderNo', width: 140 },
  (r) => r.orderNo,
  // a kind's prefix, the day and a six-digit number
  { mono: true, widest: 'PAT20261129000065' },
);
/**
 * The member of the VIP, in-app, payment and exchange orders: whole where there is room (1440 px),
 * cut to its id and a few characters on a narrower page (memberColumn's `cutTo`), so that
 * /order/iap's nine columns fit 1280 px (it scrolled sideways by 67 px en-US, 22 px zh-CN).
 */
const member: Col = memberColumn({ id: 'member', title: 'order.columns.member', width: 190 }, rowMember);
/**
 * The re-issue orders' member: 177 px (its floor the id and a few characters) so that their nine
 * columns fit 1280 px; at 1440 px the seeded members read whole (181 px), at 1280 px (156 px) a
 * long nickname ends in an ellipsis, whole on hover and in the drawer.
 */
const patchMember: Col = memberColumn(
  { id: 'member', title: 'order.columns.member', width: 177, minWidth: 140 },
  rowMember,
);
const status: Col = enumColumn(
  { id: 'status', title: 'order.columns.status', width: 72 },
  (r) => r.status,
  'order.status',
  ORDER_STATUS_INTENTS,
);
/**
 * The product column of a kind's screen, never narrower than the longest name of the products that
 * kind sells in the current language ("500 points for 50 coins", "Coin re-issue").
 */
function productColumn(kind: OrderKind, width: number): Col {
  return {
    ...enumColumn(
      { id: 'productCode', title: 'order.columns.productCode', width },
      (r) => r.productCode,
      'order.product',
      'plain',
    ),
    cellFloor: (t) =>
      Math.max(...productsOf(kind).map((code) => textWidthPx(t(`order.product.${code}`)))) + CELL_PAD_PX,
  };
}
const amount: Col = moneyColumn(
  { id: 'amount', title: 'order.columns.amount', width: 92, sortField: 'amountCents' },
  (r) => r.amountCents,
);
/** The channel column of a kind's screen, never narrower than the names of the channels it sells through. */
function channelColumn(kind: OrderKind): Col {
  return {
    ...enumColumn(
      { id: 'channel', title: 'order.columns.channel', width: 96 },
      (r) => r.channel,
      'order.channel',
      'plain',
    ),
    cellFloor: (t) =>
      Math.max(0, ...CHANNELS_BY_KIND[kind].map((c) => textWidthPx(t(`order.channel.${c}`)))) + CELL_PAD_PX,
  };
}
const coins: Col = countColumn({ id: 'coins', title: 'order.columns.coins', width: 70 }, (r) => r.coins);
const vipDays: Col = countColumn(
  { id: 'vipDays', title: 'order.columns.vipDays', width: 80 },
  (r) => r.vipDays,
);
const pointsSpent: Col = countColumn(
  { id: 'pointsSpent', title: 'order.columns.pointsSpent', width: 96 },
  (r) => r.pointsSpent,
);
/**
 * A re-issue's free-text reason (up to 200 characters) reads whole: its cells wrap. 115 px (with the
 * operator's 98 and the member's 177) leaves the re-issue orders' other columns their semibold
 * headers and fits 1280 px without scrolling sideways (it scrolled by 132 px en-US, 103 zh-CN);
 * "Compensation" keeps whole words at 1440 px, at 1280 px it breaks inside the word.
 */
const reason: Col = textColumn(
  { id: 'reason', title: 'order.columns.reason', width: 115, wrap: true },
  (r) => r.reason,
);
const operator: Col = textColumn(
  { id: 'operator', title: 'order.columns.operator', width: 98 },
  (r) => r.operatorName,
);
const createdAt: Col = timeColumn(
  { id: 'createdAt', title: 'order.columns.createdAt', width: 130, sortField: 'createdAt' },
  (r) => r.createdAt,
);
const paidAt: Col = timeColumn(
  { id: 'paidAt', title: 'order.columns.paidAt', width: 140, sortField: 'paidAt', hiddenByDefault: true },
  (r) => r.paidAt,
);
const refundedAt: Col = timeColumn(
  { id: 'refundedAt', title: 'order.columns.refundedAt', width: 140, hiddenByDefault: true },
  (r) => r.refundedAt,
);
const txn: Col = textColumn(
  { id: 'externalTxnId', title: 'order.columns.externalTxnId', width: 200, hiddenByDefault: true },
  (r) => r.externalTxnId,
  { mono: true },
);

/** The columns of each kind's screen: what that kind of order gave and cost. */
const COLUMNS: Record<OrderKind, Col[]> = {
  vip: [
    orderNo,
    member,
    productColumn('vip', 116),
    amount,
    vipDays,
    channelColumn('vip'),
    status,
    createdAt,
    paidAt,
    refundedAt,
    txn,
  ],
  iap: [
    orderNo,
    member,
    productColumn('iap', 116),
    amount,
    coins,
    vipDays,
    channelColumn('iap'),
    status,
    createdAt,
    paidAt,
    refundedAt,
    txn,
  ],
  pay: [
    orderNo,
    member,
    productColumn('pay', 116),
    amount,
    coins,
    channelColumn('pay'),
    status,
    createdAt,
    paidAt,
    refundedAt,
    txn,
  ],
  exchange: [orderNo, member, productColumn('exchange', 190), pointsSpent, coins, vipDays, status, createdAt],
  patch: [
    orderNo,
    patchMember,
    productColumn('patch', 116),
    coins,
    vipDays,
    reason,
    operator,
    status,
    createdAt,
  ],
};

function filtersOf(kind: OrderKind): ListFilter[] {
  const channels = CHANNELS_BY_KIND[kind];
  return [
    orderNoFilter(),
    memberIdFilter(),
    enumFilter('status', 'order.columns.status', ORDER_STATUSES, 'order.status'),
    ...(channels.length > 1
      ? [enumFilter('channel', 'order.columns.channel', channels, 'order.channel')]
      : []),
    enumFilter('productCode', 'order.columns.productCode', productsOf(kind), 'order.product'),
    createdRange(),
  ];
}

const definitions = new Map<OrderKind, ListDefinition<OrderRow>>();

/** The list of one kind of orders (GET /admin/orders?kind=…); one object per kind, made once. */
export function orderListDefinition(kind: OrderKind): ListDefinition<OrderRow> {
  let def = definitions.get(kind);
  if (!def) {
    def = defineList(listQuerySchema('orderListQuerySchema'), {
      id: `orders-${kind}`,
      defaultSort: 'createdAt:desc',
      fixedQuery: { kind },
      fetchPage: (client, query) => listOrders(client, query),
      filters: filtersOf(kind),
      columns: COLUMNS[kind],
    });
    definitions.set(kind, def);
  }
  return def;
}
