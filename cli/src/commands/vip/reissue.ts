import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import {
  type BatchCommandOptions,
  defineReissueCommand,
  type ReissueCommandOptions,
} from '../shared/reissue.js';

/** `opsdeck vip reissue`: add VIP days to a member (catalogue action member.reissueVip). */
export function defineVipReissueCommand(
  f: Factory,
  run?: (opts: ReissueCommandOptions) => Promise<unknown>,
  runBatch?: (opts: BatchCommandOptions) => Promise<unknown>,
): Command {
  return defineReissueCommand(
    f,
    REISSUE_KINDS.vip,
    [
      "opsdeck vip reissue --member 10104729 --days 30 --reason 'Payment went through, VIP did not'",
      "opsdeck vip reissue --member 13701234567 --days 7 --reason 'Outage compensation' --dry-run",
      "opsdeck vip reissue --member 10104729 --days 30 --reason 'Compensation' --key ticket-4822 --yes --json",
      'opsdeck vip reissue --file compensation.csv --dry-run',
      'opsdeck vip reissue --file compensation.csv --yes --results results.ndjson',
      'opsdeck vip reissue --file - --yes --json < compensation.ndjson',
    ],
    run,
    runBatch,
  );
}
