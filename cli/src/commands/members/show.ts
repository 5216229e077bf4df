import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowMemberOptions } from '../../services/members/show.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck members show` argument and flags. */
export type ShowMemberCommandOptions = CommonFlags & ShowMemberOptions;

/** `opsdeck members show <member>`: one member by internal ID, 8-digit member ID or phone. */
export function defineMembersShowCommand(
  f: Factory,
  run: (opts: ShowMemberCommandOptions) => Promise<unknown> = async (opts) => {
    const { showMember } = await import('../../services/members/show.js');
    return showMember(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('show')
    .alias('view')
    .summary(t('cli.members.show.summary'))
    .description(t('cli.members.show.description'))
    .argument('<member>', t('cli.members.show.args.member'));
  addCommonFlags(cmd, t, JSON_FIELDS.memberDetail);
  addExamples(cmd, t, [
    'opsdeck members show 10104729',
    'opsdeck members show 13701234567',
    "opsdeck members show 10104729 --json | jq '.coinBalance'",
  ]);
  return cmd.action(async (member: string, raw: Record<string, unknown>) => {
    const { parseMemberRef } = await import('../../services/members/query.js');
    await run({
      ...commonFlags(raw, t, JSON_FIELDS.memberDetail),
      member: parseMemberRef(f.locale, member, 'MEMBER'),
    });
  });
}
