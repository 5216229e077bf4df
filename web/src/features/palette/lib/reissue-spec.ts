import { type ActionEntry, actionEntries } from '@opsdeck/shared/catalogue';
import {
  PATCH_KINDS,
  type PatchAnswer,
  type PatchKind,
  type PatchKindSpec,
} from '../../members/lib/patch-kinds.ts';

/** The catalogue action of each re-issue (the CLI's `coins reissue` / `vip reissue` run the same). */
export const REISSUE_ACTION_IDS: Readonly<Record<PatchKind, string>> = {
  coins: 'member.reissueCoins',
  vip: 'member.reissueVip',
};

/** The catalogue entry of a re-issue. */
export function reissueAction(kind: PatchKind): ActionEntry {
  const entry = actionEntries.find((a) => a.id === REISSUE_ACTION_IDS[kind]);
  if (!entry?.args || !entry.run)
    throw new Error(`the catalogue has no runnable ${REISSUE_ACTION_IDS[kind]}`);
  return entry;
}

/**
 * The re-issue screen's spec (labels, limits), but validating with the catalogue action's args
 * schema and sending through the action's own `run`: the palette runs exactly the entry the CLI
 * runs, with the caller's idempotency key.
 */
function paletteSpec(kind: PatchKind): PatchKindSpec {
  const base = PATCH_KINDS[kind];
  const action = reissueAction(kind);
  const args = action.args as NonNullable<ActionEntry['args']>;
  const run = action.run as NonNullable<ActionEntry['run']>;
  return {
    ...base,
    schema: args as PatchKindSpec['schema'],
    send: (client, body, dryRun, key) =>
      run(
        client,
        args.parse({ memberId: body.memberId, [base.amountField]: body.amount, reason: body.reason, dryRun }),
        { idempotencyKey: key },
      ) as Promise<PatchAnswer>,
  };
}

/** The palette's re-issue specs (made once: the flow hooks depend on their identity). */
export const REISSUE_SPECS: Readonly<Record<PatchKind, PatchKindSpec>> = {
  coins: paletteSpec('coins'),
  vip: paletteSpec('vip'),
};
