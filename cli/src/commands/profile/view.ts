import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ProfileOptions } from '../../services/profile/view.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck profile` flags. */
export type ProfileCommandOptions = CommonFlags & ProfileOptions;

/** `opsdeck profile` (alias `whoami`): the signed-in operator. */
export function defineProfileCommand(
  f: Factory,
  run: (opts: ProfileCommandOptions) => Promise<unknown> = async (opts) => {
    const { viewProfile } = await import('../../services/profile/view.js');
    return viewProfile(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('profile')
    .alias('whoami')
    .summary(t('cli.profile.summary'))
    .description(t('cli.profile.description'));
  addCommonFlags(cmd, t, JSON_FIELDS.profile);
  addExamples(cmd, t, ['opsdeck profile', 'opsdeck whoami', "opsdeck profile --json | jq -r '.role'"]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    await run(commonFlags(raw, t, JSON_FIELDS.profile));
  });
}
