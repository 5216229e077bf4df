import { type ApiClient, patchCoin, patchVip } from '@opsdeck/shared/api';
import {
  PATCH_LIMITS,
  type PatchCoinResult,
  type PatchVipResult,
  patchCoinBodySchema,
  patchVipBodySchema,
  type ReissuePending,
} from '@opsdeck/shared/schemas';

/** The two re-issues: coins to the balance, or VIP days after the current expiry. */
export type PatchKind = 'coins' | 'vip';

/** What either re-issue answers. */
export type PatchResult = PatchCoinResult | PatchVipResult;

/** What a real re-issue answers: its result, or (above the approval threshold) a pending approval. */
export type PatchAnswer = PatchResult | ReissuePending;

/** A validated re-issue request, whichever the kind (`amount` is coins or days). */
export interface PatchRequestBody {
  memberId: number;
  amount: number;
  reason: string;
}

/** What differs between the coin and the VIP screen. */
export interface PatchKindSpec {
  kind: PatchKind;
  /** The body field of the amount, as the schema and the server's field errors name it. */
  amountField: 'coins' | 'days';
  limits: { min: number; max: number };
  titleKey: string;
  amountLabelKey: string;
  amountPlaceholderKey: string;
  icon: 'bank-account' | 'crown';
  schema: typeof patchCoinBodySchema | typeof patchVipBodySchema;
  /** Sends the request (a dry run when `dryRun`), with the intent's idempotency key. */
  send(client: ApiClient, body: PatchRequestBody, dryRun: boolean, key: string): Promise<PatchAnswer>;
}

export const PATCH_KINDS: Readonly<Record<PatchKind, PatchKindSpec>> = {
  coins: {
    kind: 'coins',
    amountField: 'coins',
    limits: PATCH_LIMITS.coins,
    titleKey: 'patch.coinTitle',
    amountLabelKey: 'fields.coins',
    amountPlaceholderKey: 'patch.coinsPlaceholder',
    icon: 'bank-account',
    schema: patchCoinBodySchema,
    send: (client, b, dryRun, key) =>
      patchCoin(client, { memberId: b.memberId, coins: b.amount, reason: b.reason, dryRun }, key),
  },
  vip: {
    kind: 'vip',
    amountField: 'days',
    limits: PATCH_LIMITS.days,
    titleKey: 'patch.vipTitle',
    amountLabelKey: 'fields.days',
    amountPlaceholderKey: 'patch.daysPlaceholder',
    icon: 'crown',
    schema: patchVipBodySchema,
    send: (client, b, dryRun, key) =>
      patchVip(client, { memberId: b.memberId, days: b.amount, reason: b.reason, dryRun }, key),
  },
};

/** True when the answer is a VIP re-issue's. */
export function isVipResult(result: PatchResult): result is PatchVipResult {
  return 'vipExpiresAfter' in result;
}
