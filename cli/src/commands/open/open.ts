import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { OpenOptions } from '../../services/open/open.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck open` argument and flags. */
export type OpenCommandOptions = CommonFlags & OpenOptions;

/** `opsdeck open <route>`: the console URL of a page, opened in a browser when one is at hand. */
export function defineOpenCommand(
  f: Factory,
  run: Run<OpenCommandOptions> = serviceRun(f, () =>
    import('../../services/open/open.js').then((m) => (ctx, opts) => m.openPage(ctx, f.env, opts)),
  ),
): Command {
  const examples = [
    'opsdeck open /member/list',
    'opsdeck open MemberList',
    "opsdeck open '/member/patch-coin?member=10104729'",
    'opsdeck open Workplace --json url',
  ];
  const args = [['<route>', 'cli.open.args.route']] as const;
  return leafCommand(
    f,
    { name: 'open', text: 'cli.open', args, fields: JSON_FIELDS.open, examples },
    async (call) => {
      await run({ ...call.common(), route: call.args[0] ?? '' });
    },
  );
}
