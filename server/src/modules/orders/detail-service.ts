import type { Locale } from '@opsdeck/shared/i18n';
import type { OrderAuditEntry, OrderDetail } from '@opsdeck/shared/schemas';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorNameIn } from '../../db/operator-names.js';
import { SqlParams } from '../../db/raw.js';
import { operators } from '../../db/schema/auth.js';
import { auditLog, coinLedger, pointLedger, vipGrants } from '../../db/schema/business.js';
import { HttpError } from '../../errors.js';
import { coinLedgerRows, orderRows, pointLedgerRows, vipGrantRows } from '../ledger/rows.js';

/** At most this many rows of each kind an order produced (a real order makes one to three). */
const DETAIL_ROWS = 50;

/** VIP grant sources whose `ref_id` is an order id (an invite's grant points at the invite). */
const ORDER_GRANT_SOURCES = ['order', 'iap', 'exchange', 'patch'] as const;

/**
 * The audit-log entries that name `orderNo`, oldest first: the re-issue that wrote it (targeting
 * its member) and an approval's request and decision (targeting the approval).
 */
async function orderAudit(
  db: Db,
  orderNo: string,
  memberId: number,
  locale: Locale,
): Promise<OrderAuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      operatorId: auditLog.operatorId,
      operatorName: sql<string | null>`${operatorNameIn(locale)}`,
      status: auditLog.status,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        or(
          and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(memberId))),
          eq(auditLog.targetType, 'approval'),
        ),
        sql`${auditLog.payload}->>'orderNo' = ${orderNo}`,
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(DETAIL_ROWS);
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() }));
}

/**
 * GET /admin/orders/{ref}: the order by its number (`PAT20261121000123`) or internal id, with the
 * coin and point ledger rows and VIP grants it produced and its audit trail (all oldest first).
 */
export async function orderDetail(db: Db, ref: string, locale: Locale): Promise<OrderDetail> {
  const p = new SqlParams();
  const where = /^\d+$/.test(ref) ? `WHERE o.id = ${p.add(Number(ref))}` : `WHERE o.order_no = ${p.add(ref)}`;
  const [order] = await orderRows(db, locale, where, p, 'o.id', 1);
  if (!order) throw new HttpError(404, 'money.errors.orderNotFound', { ref });
  const coins = await coinLedgerRows(
    db,
    locale,
    and(eq(coinLedger.refType, 'order'), eq(coinLedger.refId, order.id)),
    [asc(coinLedger.id)],
    DETAIL_ROWS,
  );
  const points = await pointLedgerRows(
    db,
    locale,
    and(eq(pointLedger.refType, 'order'), eq(pointLedger.refId, order.id)),
    [asc(pointLedger.id)],
    DETAIL_ROWS,
  );
  const grants = await vipGrantRows(
    db,
    and(eq(vipGrants.refId, order.id), inArray(vipGrants.source, [...ORDER_GRANT_SOURCES])),
    DETAIL_ROWS,
    [asc(vipGrants.id)],
  );
  const audit = await orderAudit(db, order.orderNo, order.memberId, locale);
  return { ...order, coinLedger: coins, pointLedger: points, vipGrants: grants, audit };
}
