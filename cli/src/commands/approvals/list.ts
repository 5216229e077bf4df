import { UsageError } from '@opsdeck/shared/errors';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListApprovalsOptions } from '../../services/approvals/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import type { ListFlags } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** Parsed `opsdeck approvals list` flags. */
export type ApprovalsListOptions = ListFlags & ListApprovalsOptions;

/** Checks --status against the shared approval status schema (loaded only when the command runs). */
async function parseStatus(t: Translate, value: unknown): Promise<ListApprovalsOptions['status']> {
  if (value === undefined) return undefined;
  const { approvalStatusSchema } = await import('@opsdeck/shared/schemas');
  const parsed = approvalStatusSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UsageError(
    t('cli.errors.invalidChoice', {
      flag: '--status',
      value,
      options: approvalStatusSchema.options.join(', '),
    }),
  );
}

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
    await run({ ...common(), status: await parseStatus(f.t, raw.status) });
  });
}
