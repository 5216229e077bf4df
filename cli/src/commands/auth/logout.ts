import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { LogoutOptions } from '../../services/auth/logout.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck logout` flags. */
export type LogoutCommandOptions = CommonFlags & LogoutOptions;

/** `opsdeck logout`: revokes the token and forgets it, even when the server cannot be reached. */
export function defineLogoutCommand(
  f: Factory,
  run: (opts: LogoutCommandOptions) => Promise<unknown> = async (opts) => {
    const { logout } = await import('../../services/auth/logout.js');
    return logout(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('logout').summary(t('cli.logout.summary')).description(t('cli.logout.description'));
  addCommonFlags(cmd, t, JSON_FIELDS.logout);
  addExamples(cmd, t, ['opsdeck logout', 'opsdeck logout --server https://ops.example.com/api']);
  return cmd.action(async (raw: Record<string, unknown>) => {
    await run(commonFlags(raw, t, JSON_FIELDS.logout));
  });
}
