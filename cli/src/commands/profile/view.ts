import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ProfileOptions } from '../../services/profile/view.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck profile` flags. */
export type ProfileCommandOptions = CommonFlags & ProfileOptions;

/** `opsdeck profile` (alias `whoami`): the signed-in operator. */
export function defineProfileCommand(
  f: Factory,
  run: Run<ProfileCommandOptions> = serviceRun(f, () =>
    import('../../services/profile/view.js').then((m) => m.viewProfile),
  ),
): Command {
  const examples = ['opsdeck profile', 'opsdeck whoami', "opsdeck profile --json | jq -r '.role'"];
  const def = {
    name: 'profile',
    alias: 'whoami',
    text: 'cli.profile',
    fields: JSON_FIELDS.profile,
    examples,
  };
  return leafCommand(f, def, async (call) => {
    await run(call.common());
  });
}
