import type { ActionEntry } from '@opsdeck/shared/catalogue';
import { BugError } from '@opsdeck/shared/errors';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import type {
  ReissueCoinsInput,
  ReissueCoinsResult,
  ReissuePending,
  ReissueVipInput,
  ReissueVipResult,
} from '@opsdeck/shared/schemas';

/** What a re-issue answers (coins: balance before/after; VIP: expiry before/after). */
export type ReissueResult = ReissueCoinsResult | ReissueVipResult;

/** What a real re-issue may answer: its result, or (above the approval threshold) a pending approval. */
export type ReissueAnswer = ReissueResult | ReissuePending;

/** The body a re-issue sends, as its action's args schema outputs it. */
export type ReissueBody = ReissueCoinsInput | ReissueVipInput;

/** A money action of the catalogue with the schema and call the palette runs too. */
export type ReissueAction = ActionEntry & Required<Pick<ActionEntry, 'args' | 'run'>>;

/** True for a coin re-issue result. */
export function isCoinResult(result: ReissueResult): result is ReissueCoinsResult {
  return 'balanceAfter' in result;
}

/** Loads the catalogue action of a re-issue (the same definition the web palette runs). */
export async function loadReissueAction(kind: ReissueKind): Promise<ReissueAction> {
  const { actionEntries } = await import('@opsdeck/shared/catalogue');
  const action = actionEntries.find((a) => a.id === kind.actionId);
  if (!action?.args || !action.run || action.cli?.join(' ') !== `${kind.noun} reissue`)
    throw new BugError(`the catalogue has no runnable action ${kind.actionId} for '${kind.noun} reissue'`);
  return action as ReissueAction;
}
