import { Command } from 'commander';
import type { ActionSpec } from '../../actions/spec.js';
import type { Factory } from '../../factory.js';
import type { ActionOptions } from '../../services/actions/run.js';
import { argOption } from '../shared/arg-option.js';
import { type Run, serviceRun } from '../shared/define.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Actions the server may ask a step-up code for (an admin with TOTP): they take --code. */
const STEP_UP_ACTIONS: ReadonlySet<string> = new Set([
  'automation.set',
  'approval.approve',
  'policy.setLimits',
]);

/** Parsed flags of a catalogue action command. */
export type ActionCommandOptions = CommonFlags & ActionOptions;

/**
 * A command for a catalogue action, built from its manifest entry: the verb, summary and flags come
 * from the catalogue and its args schema (the definition the palette runs), the examples are the
 * lines the palette's "Copy as CLI command" writes. Actions that are not `safe` take --yes.
 */
export function defineActionCommand(
  f: Factory,
  spec: ActionSpec,
  run: Run<ActionCommandOptions> = serviceRun(f, () =>
    import('../../services/actions/run.js').then((m) => (ctx, opts) => m.runAction(ctx, spec, opts)),
  ),
): Command {
  const { t } = f;
  const verb = spec.cli[spec.cli.length - 1] ?? spec.id;
  const title = t(spec.i18nKey);
  const cmd = new Command(verb)
    .summary(title)
    .description(
      t('cli.actions.description', { title, id: spec.id, risk: t(`cli.actions.risk.${spec.risk}`) }),
    );
  for (const arg of spec.args) cmd.addOption(argOption(t, arg));
  if (spec.risk !== 'safe') cmd.option('-y, --yes', t('cli.actions.flags.yes'));
  if (STEP_UP_ACTIONS.has(spec.id)) cmd.option('--code <code>', t('cli.stepUp.codeFlag'));
  addCommonFlags(cmd, t);
  addExamples(cmd, t, spec.examples);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const { loadAction, parseActionArgs } = await import('../../services/actions/args.js');
    const args = parseActionArgs(f, await loadAction(spec.id), spec.args, raw);
    if (typeof raw.code === 'string') f.stepUp.code = raw.code;
    await run({ ...commonFlags(raw), args, yes: raw.yes === true });
  });
}
