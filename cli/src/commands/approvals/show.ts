import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowApprovalOptions } from '../../services/approvals/show.js';
import { type Run, serviceRun, showCommand } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';
import { recordIdOf } from '../shared/record-id.js';

/** Parsed `opsdeck approvals show` argument and flags. */
export type ShowApprovalCommandOptions = CommonFlags & ShowApprovalOptions;

/** `opsdeck approvals show <id>`: one request with its member, amount, balances, requester, reason and rule. */
export function defineApprovalsShowCommand(
  f: Factory,
  run: Run<ShowApprovalCommandOptions> = serviceRun(f, () =>
    import('../../services/approvals/show.js').then((m) => m.showApproval),
  ),
): Command {
  return showCommand(
    f,
    {
      text: 'approvals.cli.show',
      args: [['<id>', 'approvals.cli.idArg']],
      fields: JSON_FIELDS.approval,
      examples: ['opsdeck approvals show 12', "opsdeck approvals show 12 --json | jq '.balanceAfter'"],
    },
    (given) => ({ id: recordIdOf(f.t, given, 'approvals.cli.show.idInvalid') }),
    run,
  );
}
