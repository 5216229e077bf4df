import type { ApiClient } from '@opsdeck/shared/api';
import { type ActionEntry, reissueActionEntries } from '@opsdeck/shared/catalogue';
import { REISSUE_KINDS as KINDS, type ReissueKindId } from '@opsdeck/shared/reissue';
import {
  REISSUE_LIMITS,
  type ReissueCoinsResult,
  type ReissuePending,
  type ReissueVipResult,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
} from '@opsdeck/shared/schemas';

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
  /** The action's argument schema (the request body's). */
  schema: typeof reissueCoinsBodySchema | typeof reissueVipBodySchema;
  /** Sends the request (a dry run when `dryRun`), with the intent's idempotency key. */
  send(client: ApiClient, body: ReissueRequestBody, dryRun: boolean, key: string): Promise<ReissueAnswer>;
}

// the catalogue's two re-issue actions only: the re-issue screens load no other action's code
const reissueActions = reissueActionEntries();

/** The catalogue entry of a re-issue action. */
export function reissueActionById(id: string): ActionEntry & Required<Pick<ActionEntry, 'args' | 'run'>> {
  const entry = reissueActions.find((a) => a.id === id);
  if (!entry?.args || !entry.run) throw new Error(`the catalogue has no runnable ${id}`);
  return { ...entry, args: entry.args, run: entry.run };
}

/**
 * The web's one way to send a re-issue, from the re-issue screens and the palette alike: the
 * catalogue action's own `run`, with its arguments checked by the action's schema and the caller's
 * idempotency key, exactly as the CLI runs it.
 */
function sendWith(actionId: string, amountField: 'coins' | 'days'): ReissueKindSpec['send'] {
  return async (client, body, dryRun, key) => {
    const action = reissueActionById(actionId);
    const args = action.args.parse({
      memberId: body.memberId,
      [amountField]: body.amount,
      reason: body.reason,
      dryRun,
    });
    return (await action.run(client, args, { idempotencyKey: key })) as ReissueAnswer;
  };
}

/** The screen spec of a kind: its row of the shared kind table, its limits, schema and send path. */
function specOf(kind: ReissueKind, schema: ReissueKindSpec['schema']): ReissueKindSpec {
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
    schema,
    send: sendWith(k.actionId, k.amount),
  };
}

export const REISSUE_KINDS: Readonly<Record<ReissueKind, ReissueKindSpec>> = {
  coins: specOf('coins', reissueCoinsBodySchema),
  vip: specOf('vip', reissueVipBodySchema),
};

/** The catalogue entry of a re-issue. */
export function reissueAction(kind: ReissueKind): ActionEntry {
  return reissueActionById(REISSUE_KINDS[kind].actionId);
}

/** True when the answer is a VIP re-issue's. */
export function isVipResult(result: ReissueResult): result is ReissueVipResult {
  return 'vipExpiresAfter' in result;
}
