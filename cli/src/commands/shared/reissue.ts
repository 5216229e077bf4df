import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { ReissueKind } from '../../services/reissue/kinds.js';
import type { ReissueOptions } from '../../services/reissue/reissue.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from './flags.js';

/** Parsed `opsdeck coins|vip reissue` flags. */
export type ReissueCommandOptions = CommonFlags & ReissueOptions;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `opsdeck <noun> reissue --member ID --<amount> N --reason TEXT [--key K] [--dry-run] [--yes]`,
 * for a catalogue money action: its flags are checked with the action's args schema before any call.
 * (A later `--file` batch reuses the same checks and steps per row.)
 */
export function defineReissueCommand(
  f: Factory,
  kind: ReissueKind,
  examples: readonly string[],
  run: (opts: ReissueCommandOptions) => Promise<unknown> = async (opts) => {
    const { reissue } = await import('../../services/reissue/reissue.js');
    return reissue(f.context(opts.server), kind, opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('reissue')
    .summary(t(`cli.reissue.${kind.noun}.summary`))
    .description(t(`cli.reissue.${kind.noun}.description`))
    .option('--member <member>', t('cli.reissue.flags.member'))
    .option(`--${kind.amount} <n>`, t(`cli.reissue.flags.${kind.amount}`))
    .option('--reason <text>', t('cli.reissue.flags.reason'))
    .option('--key <key>', t('cli.reissue.flags.key'))
    .option('--dry-run', t('cli.reissue.flags.dryRun'))
    .option('-y, --yes', t('cli.reissue.flags.yes'));
  addCommonFlags(cmd, t);
  addExamples(cmd, t, examples);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const [{ loadReissueAction }, { parseReissueFlags }] = await Promise.all([
      import('../../services/reissue/action.js'),
      import('../../services/reissue/args.js'),
    ]);
    const input = parseReissueFlags(
      await loadReissueAction(kind),
      kind,
      {
        member: text(raw.member),
        amount: text(raw[kind.amount]),
        reason: text(raw.reason),
        key: text(raw.key),
      },
      f.locale,
    );
    await run({ ...commonFlags(raw), ...input, dryRun: raw.dryRun === true, yes: raw.yes === true });
  });
}
