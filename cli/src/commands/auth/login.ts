import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { LoginOptions } from '../../services/auth/login.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck login` flags. */
export type LoginCommandOptions = CommonFlags & LoginOptions;

/** `opsdeck login`: the form on a terminal, or `--phone P --password-stdin` in scripts. */
export function defineLoginCommand(
  f: Factory,
  run: (opts: LoginCommandOptions) => Promise<unknown> = async (opts) => {
    const { login } = await import('../../services/auth/login.js');
    return login(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('login')
    .summary(t('cli.login.summary'))
    .description(t('cli.login.description'))
    .option('--phone <phone>', t('cli.login.flags.phone'))
    .option('--password-stdin', t('cli.login.flags.passwordStdin'));
  addCommonFlags(cmd, t, JSON_FIELDS.login);
  addExamples(cmd, t, [
    'opsdeck login',
    'opsdeck login --server https://ops.example.com/api',
    'printf %s "$OPSDECK_PASSWORD" | opsdeck login --phone 13800000001 --password-stdin',
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    await run({
      ...commonFlags(raw, t, JSON_FIELDS.login),
      ...(typeof raw.phone === 'string' ? { phone: raw.phone } : {}),
      passwordStdin: raw.passwordStdin === true,
    });
  });
}
