import { UsageError } from '@opsdeck/shared/errors';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowApprovalOptions } from '../../services/approvals/show.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck approvals show` argument and flags. */
export type ShowApprovalCommandOptions = CommonFlags & ShowApprovalOptions;

/** `opsdeck approvals show <id>`: one request with its member, amount, balances, requester, reason and rule. */
export function defineApprovalsShowCommand(
  f: Factory,
  run: Run<ShowApprovalCommandOptions> = serviceRun(f, () =>
    import('../../services/approvals/show.js').then((m) => m.showApproval),
  ),
): Command {
  return leafCommand(
    f,
    {
      name: 'show',
      alias: 'view',
      text: 'approvals.cli.show',
      args: [['<id>', 'approvals.cli.idArg']],
      fields: JSON_FIELDS.approval,
      examples: ['opsdeck approvals show 12', "opsdeck approvals show 12 --json | jq '.balanceAfter'"],
    },
    async ({ common, args: [given = ''] }) => {
      // the API's id bounds (1 to 2^31-1), checked without loading a schema (help stays light)
      const id = /^\d{1,10}$/.test(given) ? Number(given) : 0;
      if (id < 1 || id > 2_147_483_647) throw new UsageError(f.t('approvals.cli.show.idInvalid'));
      await run({ ...common(), id });
    },
  );
}
