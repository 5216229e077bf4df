/**
 * The order fields' values as plain constants (no zod): a screen that only lists them (the order
 * lists' filters and columns) loads nothing more. Their schemas are in order.ts.
 */

/**
 * Order kinds, one screen each (docs/domain.md): vip = VIP bought with WeChat/Alipay; iap = App Store /
 * Google Play purchases (VIP or coin packs); pay = coin top-ups paid with WeChat/Alipay;
 * exchange = points swapped for coins or VIP days; patch = operator re-issues.
 */
export const ORDER_KINDS = ['vip', 'iap', 'pay', 'exchange', 'patch'] as const;

/** Order status. Only paid (and refunded) orders moved coins or VIP time. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'closed', 'failed'] as const;

/** How an order was paid: wechat/alipay (vip, pay), apple/google (iap), points (exchange), admin (patch). */
export const ORDER_CHANNELS = ['wechat', 'alipay', 'apple', 'google', 'points', 'admin'] as const;

/** The channels each kind uses (the database enforces the same rule). */
export const CHANNELS_BY_KIND: Record<
  (typeof ORDER_KINDS)[number],
  readonly (typeof ORDER_CHANNELS)[number][]
> = {
  vip: ['wechat', 'alipay'],
  iap: ['apple', 'google'],
  pay: ['wechat', 'alipay'],
  exchange: ['points'],
  patch: ['admin'],
};

/** Three-letter order number prefix per kind: `VIP20261121000123` = kind + business day (UTC+8) + sequence. */
export const ORDER_NO_PREFIX: Record<(typeof ORDER_KINDS)[number], string> = {
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

/** Sortable fields of GET /admin/orders (each backed by an index with kind first); default createdAt:desc. */
export const ORDER_SORT_FIELDS = ['createdAt', 'paidAt', 'amountCents'] as const;
