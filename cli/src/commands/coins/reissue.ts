import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { REISSUE_KINDS } from '../../services/reissue/kinds.js';
import { defineReissueCommand, type ReissueCommandOptions } from '../shared/reissue.js';

/** `opsdeck coins reissue`: give a member coins (catalogue action member.reissueCoins). */
export function defineCoinsReissueCommand(
  f: Factory,
  run?: (opts: ReissueCommandOptions) => Promise<unknown>,
): Command {
  return defineReissueCommand(
    f,
    REISSUE_KINDS.coins,
    [
      "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund for a failed unlock'",
      "opsdeck coins reissue --member 13701234567 --coins 50 --reason 'Compensation' --dry-run",
      "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Compensation' --key ticket-4821 --yes --json",
    ],
    run,
  );
}
