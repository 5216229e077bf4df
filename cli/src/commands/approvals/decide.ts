import { BugError, UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import { ACTION_MANIFEST } from '../../actions/manifest.js';
import type { ActionSpec } from '../../actions/spec.js';
import type { Factory } from '../../factory.js';
import { addCommonFlags, addExamples, commonFlags } from '../shared/flags.js';

function specOf(id: string): ActionSpec {
  const spec = ACTION_MANIFEST.find((s) => s.id === id);
  if (!spec) throw new BugError(`the action manifest has no ${id}`);
  return spec;
}

/**
 * Runs the catalogue action (the one the palette runs) with the request id from the argument, or
 * from --id as the palette's "Copy as CLI command" writes it.
 */
function decideCommand(f: Factory, id: 'approval.approve' | 'approval.reject', examples: string[]): Command {
  const { t } = f;
  const spec = specOf(id);
  const verb = spec.cli[1] ?? id;
  const cmd = new Command(verb)
    .summary(t(spec.i18nKey))
    .description(t(`approvals.cli.${verb}Description`))
    .argument('[id]', t('approvals.cli.idArg'))
    .option('--id <id>', t('approvals.cli.idArg'));
  if (id === 'approval.reject') cmd.option('--reason <text>', t('approvals.cli.reason'));
  if (id === 'approval.approve') cmd.option('--code <code>', t('cli.stepUp.codeFlag'));
  cmd.option('-y, --yes', t('cli.actions.flags.yes'));
  addCommonFlags(cmd, t);
  addExamples(cmd, t, examples);
  return cmd.action(async (arg: string | undefined, raw: Record<string, unknown>) => {
    const given = arg ?? raw.id;
    if (given === undefined) throw new UsageError(t('approvals.cli.idRequired'));
    const { loadAction, parseActionArgs } = await import('../../services/actions/args.js');
    const args = parseActionArgs(f, await loadAction(spec.id), spec.args, { ...raw, id: given });
    const { runAction } = await import('../../services/actions/run.js');
    const flags = commonFlags(raw);
    if (typeof raw.code === 'string') f.stepUp.code = raw.code;
    await runAction(f.context(flags.server), spec, { ...flags, args, yes: raw.yes === true });
  });
}

/** `opsdeck approvals approve <id> [--yes]`: executes the request (admins, not the requester). */
export const defineApproveCommand = (f: Factory) =>
  decideCommand(f, 'approval.approve', [
    'opsdeck approvals approve 12',
    'opsdeck approvals approve 12 --yes --json',
  ]);

/** `opsdeck approvals reject <id> --reason <text>`: nothing is executed. */
export const defineRejectCommand = (f: Factory) =>
  decideCommand(f, 'approval.reject', ["opsdeck approvals reject 12 --reason 'amount looks wrong' --yes"]);
