import { type ApiClient, reissueCoins, reissueVip } from '@opsdeck/shared/api';
import { REISSUE_KINDS, type ReissueKindId } from '@opsdeck/shared/reissue';
import {
  REISSUE_LIMITS,
  type ReissueCoinsResult,
  type ReissueVipResult,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from '@opsdeck/shared/schemas';

/** The two re-issues (the shared kind table): coins to the balance, or VIP days after the current expiry. */
export type PatchKind = ReissueKindId;

/** What either re-issue answers. */
export type PatchResult = ReissueCoinsResult | ReissueVipResult;

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
  schema: typeof reissueCoinsBodySchema | typeof reissueVipBodySchema;
  /** Sends the request (a dry run when `dryRun`), with the intent's idempotency key. */
  send(client: ApiClient, body: PatchRequestBody, dryRun: boolean, key: string): Promise<PatchResult>;
}

/** The screen spec of a kind: the shared kind table's row, its limits, schema and call. */
function specOf(
  kind: PatchKind,
  schema: PatchKindSpec['schema'],
  send: PatchKindSpec['send'],
): PatchKindSpec {
  const k = REISSUE_KINDS[kind];
  return {
    kind,
    amountField: k.amount,
    limits: REISSUE_LIMITS[k.amount],
    titleKey: k.titleKey,
    amountLabelKey: k.amountLabelKey,
    amountPlaceholderKey: k.amountPlaceholderKey,
    icon: k.icon,
    schema,
    send,
  };
}

export const PATCH_KINDS: Readonly<Record<PatchKind, PatchKindSpec>> = {
  coins: specOf('coins', reissueCoinsBodySchema, (client, b, dryRun, key) =>
    reissueCoins(client, { memberId: b.memberId, coins: b.amount, reason: b.reason, dryRun }, key),
  ),
  vip: specOf('vip', reissueVipBodySchema, (client, b, dryRun, key) =>
    reissueVip(client, { memberId: b.memberId, days: b.amount, reason: b.reason, dryRun }, key),
  ),
};

/** True when the answer is a VIP re-issue's. */
export function isVipResult(result: PatchResult): result is ReissueVipResult {
  return 'vipExpiresAfter' in result;
}
