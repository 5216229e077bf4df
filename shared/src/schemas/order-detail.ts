import { z } from 'zod';
import { coinLedgerRowSchema, pointLedgerRowSchema, vipGrantRowSchema } from './ledger.js';
import { INT4_ID_DECIMAL } from './list-query.js';
import { orderRowSchema } from './order.js';

/**
 * Path parameter of GET /admin/orders/{ref}: the order number (`PAT20261121000123`, any case) or the
 * internal id (a positive integer).
 */
export const orderRefParamsSchema = z.object({
  // an order number (any case), or an internal id that fits its column (int4); blanks around are dropped
  ref: z
    .string()
    .regex(
      new RegExp(`^[ \\t\\n\\r]*(?:[A-Za-z]{3}\\d{14}|${INT4_ID_DECIMAL})[ \\t\\n\\r]*$`),
      'money.validation.orderRef',
    )
    .trim()
    .toUpperCase(),
});
export type OrderRefParams = z.input<typeof orderRefParamsSchema>;

/** One audit-log entry about an order (a re-issue, an approval that executed it), oldest first. */
export const orderAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  status: z.enum(['ok', 'failed']),
  targetType: z.string(),
  targetId: z.string(),
  createdAt: z.string(),
});
export type OrderAuditEntry = z.infer<typeof orderAuditEntrySchema>;

/**
 * GET /admin/orders/{ref}: the order (its member, kind, amounts, status, times) with what it
 * produced, oldest first: the coin and point ledger rows and VIP grants that name it, and the
 * audit-log entries that name its order number.
 */
export const orderDetailSchema = orderRowSchema.extend({
  coinLedger: z.array(coinLedgerRowSchema),
  pointLedger: z.array(pointLedgerRowSchema),
  vipGrants: z.array(vipGrantRowSchema),
  audit: z.array(orderAuditEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
