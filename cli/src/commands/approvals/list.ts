import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListApprovalsOptions } from '../../services/approvals/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import { type ListFlags, parseChoice } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** Parsed `opsdeck approvals list` flags. */
export type ApprovalsListOptions = ListFlags & ListApprovalsOptions;

/** `opsdeck approvals list [--status pending|approved|rejected] [--json]`. */
export function defineApprovalsListCommand(
  f: Factory,
  run: Run<ApprovalsListOptions> = serviceRun(f, () =>
    import('../../services/approvals/list.js').then((m) => m.listApprovals),
  ),
): Command {
  const flags = [['--status <status>', 'approvals.cli.list.status', FLAG_VALUES.approvalStatus]] as const;
  const examples = [
    'opsdeck approvals list',
    'opsdeck approvals list --status pending',
    "opsdeck approvals list --status pending --json id | jq '.[].id'",
  ];
  const def = {
    name: 'list',
    alias: 'ls',
    text: 'approvals.cli.list',
    flags,
    fields: JSON_FIELDS.approval,
    examples,
  };
  return listCommand(f, def, async ({ raw, common }) => {
    await run({ ...common(), status: parseChoice(f.t, '--status', raw.status, FLAG_VALUES.approvalStatus) });
  });
}
