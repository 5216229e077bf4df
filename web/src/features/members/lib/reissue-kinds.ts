import type { ApiClient } from '@opsdeck/shared/api';
import { REISSUE_KINDS as KINDS, REISSUE_LIMITS, type ReissueKindId } from '@opsdeck/shared/reissue';
import type { ReissueCoinsResult, ReissuePending, ReissueVipResult } from '@opsdeck/shared/schemas';

/*
 * Zod-free: the re-issue screens draw from this table before their schemas load. The catalogue
 * actions that send (with their argument schemas) are in `reissue-actions.ts`, loaded with the first
 * send; the form's checks are in `reissue-checks.ts`, loaded after the first paint.
 */

/** The two re-issues (the shared kind table): coins to the balance, or VIP days after the current expiry. */
export type ReissueKind = ReissueKindId;

/** What either re-issue answers. */
export type ReissueResult = ReissueCoinsResult | ReissueVipResult;

/** What a real re-issue answers: its result, or (above the approval threshold) a pending approval. */
export type ReissueAnswer = ReissueResult | ReissuePending;

/** A validated re-issue request, whichever the kind (`amount` is coins or days). */
export interface ReissueRequestBody {
  memberId: number;
  amount: number;
  reason: string;
}

/** What differs between the coin and the VIP re-issue. */
export interface ReissueKindSpec {
  kind: ReissueKind;
  /** The catalogue action that sends it (the CLI's `coins reissue` / `vip reissue` run the same). */
  actionId: string;
  /** The body field of the amount, as the schema and the server's field errors name it. */
  amountField: 'coins' | 'days';
  limits: { min: number; max: number };
  titleKey: string;
  amountLabelKey: string;
  amountPlaceholderKey: string;
  icon: 'bank-account' | 'crown';
  /** Sends the request (a dry run when `dryRun`), with the intent's idempotency key. */
  send(client: ApiClient, body: ReissueRequestBody, dryRun: boolean, key: string): Promise<ReissueAnswer>;
}

/**
 * The web's one way to send a re-issue, from the re-issue screens and the palette alike: the
 * catalogue action's own `run` (`sendReissue`, reissue-actions.ts, loaded with the first send).
 */
function sendWith(actionId: string, amountField: 'coins' | 'days'): ReissueKindSpec['send'] {
  return async (client, body, dryRun, key) =>
    (await import('./reissue-actions.ts')).sendReissue(actionId, amountField, client, body, dryRun, key);
}

/** The screen spec of a kind: its row of the shared kind table, its limits and send path. */
function specOf(kind: ReissueKind): ReissueKindSpec {
  const k = KINDS[kind];
  return {
    kind,
    actionId: k.actionId,
    amountField: k.amount,
    limits: REISSUE_LIMITS[k.amount],
    titleKey: k.titleKey,
    amountLabelKey: k.amountLabelKey,
    amountPlaceholderKey: k.amountPlaceholderKey,
    icon: k.icon,
    send: sendWith(k.actionId, k.amount),
  };
}

export const REISSUE_KINDS: Readonly<Record<ReissueKind, ReissueKindSpec>> = {
  coins: specOf('coins'),
  vip: specOf('vip'),
};

/** True when the answer is a VIP re-issue's. */
export function isVipResult(result: ReissueResult): result is ReissueVipResult {
  return 'vipExpiresAfter' in result;
}
