import { UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListApprovalsOptions } from '../../services/approvals/list.js';
import { addCommonFlags, addExamples, type ListFlags, listFlags, valuesOption } from '../shared/flags.js';
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
  run: (opts: ApprovalsListOptions) => Promise<unknown> = async (opts) => {
    const { listApprovals } = await import('../../services/approvals/list.js');
    return listApprovals(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('list')
    .alias('ls')
    .summary(t('approvals.cli.list.summary'))
    .description(t('approvals.cli.list.description'))
    .addOption(valuesOption('--status <status>', t('approvals.cli.list.status'), FLAG_VALUES.approvalStatus));
  addCommonFlags(cmd, t, JSON_FIELDS.approval, { ndjson: true });
  addExamples(cmd, t, [
    'opsdeck approvals list',
    'opsdeck approvals list --status pending',
    "opsdeck approvals list --status pending --json id | jq '.[].id'",
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const output = listFlags(raw, t, JSON_FIELDS.approval);
    await run({ ...output, status: await parseStatus(t, raw.status) });
  });
}
