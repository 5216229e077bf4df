import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import {
  type BatchCommandOptions,
  defineReissueCommand,
  type ReissueCommandOptions,
} from '../shared/reissue.js';

/** `opsdeck coins reissue`: give a member coins (catalogue action member.reissueCoins). */
export function defineCoinsReissueCommand(
  f: Factory,
  run?: (opts: ReissueCommandOptions) => Promise<unknown>,
  runBatch?: (opts: BatchCommandOptions) => Promise<unknown>,
): Command {
  return defineReissueCommand(
    f,
    REISSUE_KINDS.coins,
    [
      "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Refund for a failed unlock'",
      "opsdeck coins reissue --member 13701234567 --coins 50 --reason 'Compensation' --dry-run",
      "opsdeck coins reissue --member 10104729 --coins 50 --reason 'Compensation' --key ticket-4821 --yes --json",
      'opsdeck coins reissue --file refunds.csv --dry-run',
      'opsdeck coins reissue --file refunds.csv --yes --results results.ndjson',
      'opsdeck coins reissue --file - --yes --json < refunds.ndjson',
    ],
    run,
    runBatch,
  );
}
