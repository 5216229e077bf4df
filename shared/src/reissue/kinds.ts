/**
 * The two re-issues (coins to the balance, VIP days after the current expiry), defined once: the
 * server's order product, the catalogue action the palette and the CLI run, the CLI noun and amount
 * flag, and the screen's labels and icon. Plain data (no zod), so the CLI's command definitions load
 * it without loading the schemas.
 */
export type ReissueKindId = 'coins' | 'vip';

export interface ReissueKind {
  kind: ReissueKindId;
  /** The CLI noun: `opsdeck coins reissue`, `opsdeck vip reissue`. */
  noun: ReissueKindId;
  /** The shared catalogue action both the palette and the CLI run (its `cli` is [noun, 'reissue']). */
  actionId: 'member.reissueCoins' | 'member.reissueVip';
  /** The body field (and CLI flag) of the amount: `coins` or `days`; the server's field errors name it. */
  amount: 'coins' | 'days';
  /** The product code of the re-issue's order. */
  productCode: 'patch_coins' | 'patch_vip';
  icon: 'bank-account' | 'crown';
  titleKey: string;
  amountLabelKey: string;
  amountPlaceholderKey: string;
}

export const REISSUE_KINDS = {
  coins: {
    kind: 'coins',
    noun: 'coins',
    actionId: 'member.reissueCoins',
    amount: 'coins',
    productCode: 'patch_coins',
    icon: 'bank-account',
    titleKey: 'patch.coinTitle',
    amountLabelKey: 'fields.coins',
    amountPlaceholderKey: 'patch.coinsPlaceholder',
  },
  vip: {
    kind: 'vip',
    noun: 'vip',
    actionId: 'member.reissueVip',
    amount: 'days',
    productCode: 'patch_vip',
    icon: 'crown',
    titleKey: 'patch.vipTitle',
    amountLabelKey: 'fields.days',
    amountPlaceholderKey: 'patch.daysPlaceholder',
  },
} as const satisfies Record<ReissueKindId, ReissueKind>;

/**
 * The HTTP header carrying the idempotency key of a re-issue (here, zod-free, for the API calls that
 * send it: `api/keyed-post.ts`; re-exported by `schemas/reissue.ts`).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Bounds of a re-issue: coins 1..100000, days 1..3650, reason 2..200 characters (trimmed). */
export const REISSUE_LIMITS = {
  coins: { min: 1, max: 100_000 },
  days: { min: 1, max: 3650 },
  reason: { min: 2, max: 200 },
} as const;
