import { z } from 'zod';
import {
  createdRangeFilters,
  listQuerySchema,
  memberRefFilters,
  memberRefShape,
  optionalFilter,
} from './ledger-query.js';

/**
 * Order kinds, one screen each (docs/domain.md): vip = VIP bought with WeChat/Alipay; iap = App Store /
 * Google Play purchases (VIP or coin packs); pay = coin top-ups paid with WeChat/Alipay;
 * exchange = points swapped for coins or VIP days; patch = operator re-issues.
 */
export const ORDER_KINDS = ['vip', 'iap', 'pay', 'exchange', 'patch'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

/** Order status. Only paid (and refunded) orders moved coins or VIP time. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'closed', 'failed'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How an order was paid: wechat/alipay (vip, pay), apple/google (iap), points (exchange), admin (patch). */
export const ORDER_CHANNELS = ['wechat', 'alipay', 'apple', 'google', 'points', 'admin'] as const;
export const orderChannelSchema = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

/** The channels each kind uses (the database enforces the same rule). */
export const CHANNELS_BY_KIND: Record<OrderKind, readonly OrderChannel[]> = {
  vip: ['wechat', 'alipay'],
  iap: ['apple', 'google'],
  pay: ['wechat', 'alipay'],
  exchange: ['points'],
  patch: ['admin'],
};

/** Three-letter order number prefix per kind: `VIP20261121000123` = kind + business day (UTC+8) + sequence. */
export const ORDER_NO_PREFIX: Record<OrderKind, string> = {
  vip: 'VIP',
  iap: 'IAP',
  pay: 'PAY',
  exchange: 'EXC',
  patch: 'PAT',
};

/**
 * Product codes. VIP plans and coin packs are sold for money (vip, iap, pay); `points_*` are
 * exchanges; `patch_coins` / `patch_vip` are operator re-issues.
 */
export const PRODUCT_CODES = [
  'vip_month',
  'vip_quarter',
  'vip_year',
  'coins_60',
  'coins_300',
  'coins_980',
  'coins_1980',
  'points_coins_10',
  'points_coins_50',
  'points_vip_7',
  'patch_coins',
  'patch_vip',
] as const;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/** Sortable fields of GET /admin/orders (each backed by an index with kind first); default createdAt:desc. */
export const ORDER_SORT_FIELDS = ['createdAt', 'paidAt', 'amountCents'] as const;

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
