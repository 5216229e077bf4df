import type { Locale } from '@opsdeck/shared/i18n';
import type { CoinLedgerRow, OrderRow, PointLedgerRow, VipGrantRow } from '@opsdeck/shared/schemas';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn, operatorNameSql } from '../../db/operator-names.js';
import { isoOf, type RawOptions, rawRows, type SqlParams } from '../../db/raw.js';
import { operators } from '../../db/schema/auth.js';
import { coinLedger, members, pointLedger, vipGrants } from '../../db/schema/business.js';

/**
 * Row selections shared by lists and the member detail: each joins the member (visible id,
 * nickname) and, where an operator may have acted, the operator's name in the caller's language.
 */

const memberRef = { memberVisibleId: members.visibleId, memberNickname: members.nickname };

function ledgerSelection(t: typeof coinLedger | typeof pointLedger, locale: Locale) {
  return {
    id: t.id,
    memberId: t.memberId,
    ...memberRef,
    delta: t.delta,
    balanceAfter: t.balanceAfter,
    reason: t.reason,
    refType: t.refType,
    refId: t.refId,
    operatorId: t.operatorId,
    operatorName: sql<string | null>`${operatorNameIn(locale)}`,
    createdAt: t.createdAt,
  };
}

/** Ledger rows (coins or points) matching `where`, in `order`, with the member and operator. */
async function ledgerRows(
  db: Db,
  locale: Locale,
  table: typeof coinLedger | typeof pointLedger,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await db
    .select(ledgerSelection(table, locale))
    .from(table)
    .innerJoin(members, eq(members.id, table.memberId))
    .leftJoin(operators, eq(operators.id, table.operatorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Coin ledger rows matching `where`, in `order` (`reason` is one of the coin reasons). */
export const coinLedgerRows = (
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
) => ledgerRows(db, locale, coinLedger, where, order, limit, offset) as Promise<CoinLedgerRow[]>;

/** Point ledger rows matching `where`, in `order` (`reason` is one of the point reasons). */
export const pointLedgerRows = (
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
) => ledgerRows(db, locale, pointLedger, where, order, limit, offset) as Promise<PointLedgerRow[]>;

/** VIP grants matching `where` (a member's, an order's), in `order` (newest first by default). */
export async function vipGrantRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  order: SQL[] = [desc(vipGrants.id)],
): Promise<VipGrantRow[]> {
  const rows = await db
    .select({
      id: vipGrants.id,
      memberId: vipGrants.memberId,
      ...memberRef,
      days: vipGrants.days,
      startsAt: vipGrants.startsAt,
      endsAt: vipGrants.endsAt,
      source: vipGrants.source,
      refId: vipGrants.refId,
      createdAt: vipGrants.createdAt,
    })
    .from(vipGrants)
    .innerJoin(members, eq(members.id, vipGrants.memberId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The columns and joins of an order list; the operator's name in the language of parameter `locale`. */
const orderSelect = (
  locale: string,
) => `SELECT o.id, o.order_no, o.kind, o.member_id, m.visible_id, m.nickname, o.status, o.product_code,
  o.amount_cents, o.currency, o.channel, o.coins, o.vip_days, o.points_spent, o.external_txn_id, o.reason,
  o.operator_id, ${operatorNameSql('op', locale)} AS operator_name, o.created_at, o.paid_at, o.refunded_at
  FROM orders o JOIN members m ON m.id = o.member_id LEFT JOIN operators op ON op.id = o.operator_id`;

interface OrderDbRow {
  id: number;
  order_no: string;
  kind: OrderRow['kind'];
  member_id: number;
  visible_id: string;
  nickname: string;
  status: OrderRow['status'];
  product_code: string;
  amount_cents: number;
  currency: string;
  channel: OrderRow['channel'];
  coins: number;
  vip_days: number;
  points_spent: number;
  external_txn_id: string | null;
  reason: string | null;
  operator_id: number | null;
  operator_name: string | null;
  created_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
}

/**
 * Orders over `orders o` matching `where` (raw SQL, see raw.ts), in `order`, with the member and the
 * operator's name in `locale`. `params` holds the where's parameters; the locale, limit and offset
 * are added to it. `options`: how the statement is planned (raw.ts).
 */
export async function orderRows(
  db: Db,
  locale: Locale,
  where: string,
  params: SqlParams,
  order: string,
  limit: number,
  offset = 0,
  options?: RawOptions,
): Promise<OrderRow[]> {
  const text = `${orderSelect(params.add(locale))} ${where} ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  const rows = await rawRows<OrderDbRow>(db, text, params.values, options);
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    kind: r.kind,
    memberId: r.member_id,
    memberVisibleId: r.visible_id,
    memberNickname: r.nickname,
    status: r.status,
    productCode: r.product_code,
    amountCents: r.amount_cents,
    currency: r.currency,
    channel: r.channel,
    coins: r.coins,
    vipDays: r.vip_days,
    pointsSpent: r.points_spent,
    externalTxnId: r.external_txn_id,
    reason: r.reason,
    operatorId: r.operator_id,
    operatorName: r.operator_name,
    createdAt: isoOf(r.created_at) ?? '',
    paidAt: isoOf(r.paid_at),
    refundedAt: isoOf(r.refunded_at),
  }));
}
