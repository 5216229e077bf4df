import { BugError, UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import { ACTION_MANIFEST } from '../../actions/manifest.js';
import type { Factory } from '../../factory.js';
import { addCommonFlags, addExamples, commonFlags } from '../shared/flags.js';
import { jobIdOf } from './id.js';

/**
 * `opsdeck jobs cancel <id> [--yes]`: the catalogue action `reissueJob.cancel` (the one the palette
 * runs), with the job id as the argument or as --id (as "Copy as CLI command" writes it).
 */
export function defineJobsCancelCommand(f: Factory): Command {
  const { t } = f;
  const spec = ACTION_MANIFEST.find((s) => s.id === 'reissueJob.cancel');
  if (!spec) throw new BugError('the action manifest has no reissueJob.cancel');
  const cmd = new Command('cancel')
    .summary(t('cli.jobs.cancel.summary'))
    .description(t('cli.jobs.cancel.description'))
    .argument('[id]', t('cli.jobs.idArg'))
    .option('--id <id>', t('cli.jobs.idArg'))
    .option('-y, --yes', t('cli.actions.flags.yes'));
  addCommonFlags(cmd, t);
  addExamples(cmd, t, ['opsdeck jobs cancel 12', 'opsdeck jobs cancel 12 --yes --json']);
  return cmd.action(async (arg: string | undefined, raw: Record<string, unknown>) => {
    const given = arg ?? raw.id;
    // none given: say so (it said the id must be a whole number from 1 to 2147483647), as approvals do
    if (given === undefined) throw new UsageError(t('cli.jobs.idRequired'));
    const id = jobIdOf(t, given);
    const { runAction } = await import('../../services/actions/run.js');
    const flags = commonFlags(raw);
    await runAction(f.context(flags.server), spec, { ...flags, args: { id }, yes: raw.yes === true });
  });
}
