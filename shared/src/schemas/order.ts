import { z } from 'zod';
import {
  createdRangeFilters,
  listQuerySchema,
  memberRefFilters,
  memberRefShape,
  optionalFilter,
} from './list-query.js';
import {
  ORDER_CHANNELS,
  ORDER_KINDS,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  PRODUCT_CODES,
} from './order-values.js';

// The values (kinds, statuses, channels, products, sort fields…) live in order-values.ts, without zod.
export {
  CHANNELS_BY_KIND,
  ORDER_CHANNELS,
  ORDER_KINDS,
  ORDER_NO_PREFIX,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  PRODUCT_CODES,
} from './order-values.js';

export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderChannelSchema = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/**
 * GET /admin/orders query: `kind` picks the screen (all kinds when absent); filters status, channel,
 * productCode, the member (`memberId` or 8-digit `visibleId`), `orderNo` (a prefix of the order
 * number, at least 3 characters) and the creation range.
 */
export const orderListQuerySchema = listQuerySchema(ORDER_SORT_FIELDS, {
  kind: optionalFilter(orderKindSchema),
  status: optionalFilter(orderStatusSchema),
  channel: optionalFilter(orderChannelSchema),
  productCode: optionalFilter(productCodeSchema),
  ...memberRefFilters,
  orderNo: optionalFilter(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}\d{0,14}$/, 'money.validation.orderNoFormat'),
  ),
  ...createdRangeFilters,
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/**
 * One order. Money is integer fen (`amountCents`, CNY); `coins`, `vipDays` and `pointsSpent` are what
 * the order gave or cost. Patch orders carry `reason` and the operator; times are ISO 8601 (UTC).
 */
export const orderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: orderKindSchema,
  ...memberRefShape,
  status: orderStatusSchema,
  productCode: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  channel: orderChannelSchema,
  coins: z.number().int(),
  vipDays: z.number().int(),
  pointsSpent: z.number().int(),
  externalTxnId: z.string().nullable(),
  reason: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
