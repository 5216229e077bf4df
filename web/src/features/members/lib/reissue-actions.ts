import type { ApiClient } from '@opsdeck/shared/api';
import { type ActionEntry, reissueActionEntries } from '@opsdeck/shared/catalogue';
import type { ReissueAnswer, ReissueKind, ReissueRequestBody } from './reissue-kinds.ts';
import { REISSUE_KINDS } from './reissue-kinds.ts';

/*
 * The catalogue's two re-issue actions (with their argument schemas, zod): what sends a re-issue.
 * The re-issue screens load it with their first send (`ReissueKindSpec.send`); the palette, which has
 * the catalogue already, imports it.
 */

// the catalogue's two re-issue actions only: the re-issue screens load no other action's code
const reissueActions = reissueActionEntries();

/** The catalogue entry of a re-issue action. */
export function reissueActionById(id: string): ActionEntry & Required<Pick<ActionEntry, 'args' | 'run'>> {
  const entry = reissueActions.find((a) => a.id === id);
  if (!entry?.args || !entry.run) throw new Error(`the catalogue has no runnable ${id}`);
  return { ...entry, args: entry.args, run: entry.run };
}

/** The catalogue entry of a re-issue. */
export function reissueAction(kind: ReissueKind): ActionEntry {
  return reissueActionById(REISSUE_KINDS[kind].actionId);
}

/**
 * Sends a re-issue as the CLI does: the catalogue action's own `run`, with its arguments checked by
 * the action's schema (a body it refuses is never sent) and the caller's idempotency key.
 */
export async function sendReissue(
  actionId: string,
  amountField: 'coins' | 'days',
  client: ApiClient,
  body: ReissueRequestBody,
  dryRun: boolean,
  key: string,
): Promise<ReissueAnswer> {
  const action = reissueActionById(actionId);
  const args = action.args.parse({
    memberId: body.memberId,
    [amountField]: body.amount,
    reason: body.reason,
    dryRun,
  });
  return (await action.run(client, args, { idempotencyKey: key })) as ReissueAnswer;
}
