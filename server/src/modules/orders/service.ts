import type { Locale } from '@opsdeck/shared/i18n';
import { type OrderRow, type orderListQuerySchema, type Page, parseSort } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { prefixPattern, rangeFrom, rangeTo, visibleIdIs } from '../../db/filters.js';
import { offsetOf, pageOf, rawTotalOf } from '../../db/paging.js';
import { SqlParams, whereOf } from '../../db/raw.js';
import { orderRows } from '../ledger/rows.js';

/** The parsed query of GET /admin/orders. */
export type OrderListFilters = z.output<typeof orderListQuerySchema>;

/** The WHERE of an order list over `orders o` (kind, status and created_at lead the indexes). */
function orderWhere(f: OrderListFilters, p: SqlParams): string {
  return whereOf([
    f.kind && `o.kind = ${p.add(f.kind)}`,
    f.status && `o.status = ${p.add(f.status)}`,
    f.channel && `o.channel = ${p.add(f.channel)}`,
    f.productCode && `o.product_code = ${p.add(f.productCode)}`,
    f.memberId !== undefined && `o.member_id = ${p.add(f.memberId)}`,
    visibleIdIs('o.member_id', f.visibleId, p),
    f.orderNo &&
      (f.orderNo.length === 17
        ? `o.order_no = ${p.add(f.orderNo)}`
        : `o.order_no LIKE ${p.add(prefixPattern(f.orderNo))}`),
    rangeFrom('o.created_at', f.createdFrom, p),
    rangeTo('o.created_at', f.createdTo, p),
  ]);
}

/** ORDER BY of an order list: createdAt (default desc), paidAt (unpaid = lowest) or amountCents; id breaks ties. */
function orderSort(f: OrderListFilters): string {
  const { field, dir } = parseSort(f.sort, 'createdAt:desc');
  const d = dir === 'asc' ? 'ASC' : 'DESC';
  if (field === 'paidAt') return `o.paid_at ${d} NULLS ${dir === 'asc' ? 'FIRST' : 'LAST'}, o.id ${d}`;
  if (field === 'amountCents') return `o.amount_cents ${d}, o.id ${d}`;
  return `o.created_at ${d}, o.id ${d}`;
}

/**
 * Whether an order page's statement is planned once (`genericPlan`, db/prepared.ts): when one index
 * answers its filters and its sort whatever their values, so its generic plan reads the same index
 * as every custom plan would (EXPLAINed at 200k members / 2M orders: docs/performance.md, "Generic
 * plans for the list statements"). A member's orders (orders_member_idx: a member has a few);
 * otherwise the kind and nothing else but a creation range or, sorted by creation, a status: the
 * indexes (kind, status, created_at), (kind, created_at | paid_at | amount_cents) and (created_at).
 * Not for an order number prefix, a channel or a product (no index: how far a page walks depends
 * on the value), nor for a status with another sort (the best index depends on how rare it is).
 */
function planOnce(f: OrderListFilters): boolean {
  if (f.orderNo || f.channel || f.productCode) return false;
  if (f.memberId !== undefined || f.visibleId) return true;
  const byCreation = parseSort(f.sort, 'createdAt:desc').field === 'createdAt';
  if (f.status) return Boolean(f.kind) && byCreation;
  if (f.createdFrom || f.createdTo) return byCreation;
  return Boolean(f.kind) || byCreation;
}

/** GET /admin/orders: one kind's (or every kind's) orders, filtered, sorted and paged. */
export async function listOrders(db: Db, f: OrderListFilters, locale: Locale): Promise<Page<OrderRow>> {
  const p = new SqlParams();
  const where = orderWhere(f, p);
  const filterParams = [...p.values];
  return pageOf(
    f,
    () =>
      orderRows(db, locale, where, p, orderSort(f), f.pageSize, offsetOf(f), { genericPlan: planOnce(f) }),
    () => rawTotalOf(db, 'orders o', where, filterParams),
  );
}
