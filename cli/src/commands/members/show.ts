import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowMemberOptions } from '../../services/members/show.js';
import { type Run, serviceRun, showCommand } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck members show` argument and flags. */
export type ShowMemberCommandOptions = CommonFlags & ShowMemberOptions;

/** `opsdeck members show <member>`: one member by internal ID, 8-digit member ID or phone. */
export function defineMembersShowCommand(
  f: Factory,
  run: Run<ShowMemberCommandOptions> = serviceRun(f, () =>
    import('../../services/members/show.js').then((m) => m.showMember),
  ),
): Command {
  return showCommand(
    f,
    {
      text: 'cli.members.show',
      args: [['<member>', 'cli.members.show.args.member']],
      fields: JSON_FIELDS.memberDetail,
      examples: [
        'opsdeck members show 10104729',
        'opsdeck members show 13701234567',
        "opsdeck members show 10104729 --json | jq '.coinBalance'",
      ],
    },
    async (given) => {
      const { parseMemberRef } = await import('../../services/members/query.js');
      return { member: parseMemberRef(f.locale, given, 'MEMBER') };
    },
    run,
  );
}
