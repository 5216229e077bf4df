import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { LogoutOptions } from '../../services/auth/logout.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck logout` flags. */
export type LogoutCommandOptions = CommonFlags & LogoutOptions;

/** `opsdeck logout`: revokes the token and forgets it, even when the server cannot be reached. */
export function defineLogoutCommand(
  f: Factory,
  run: Run<LogoutCommandOptions> = serviceRun(f, () =>
    import('../../services/auth/logout.js').then((m) => m.logout),
  ),
): Command {
  const examples = ['opsdeck logout', 'opsdeck logout --server https://ops.example.com/api'];
  return leafCommand(
    f,
    { name: 'logout', text: 'cli.logout', fields: JSON_FIELDS.logout, examples },
    async (call) => {
      await run(call.common());
    },
  );
}
