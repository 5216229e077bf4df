import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { OpenOptions } from '../../services/open/open.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck open` argument and flags. */
export type OpenCommandOptions = CommonFlags & OpenOptions;

/** `opsdeck open <route>`: the console URL of a page, opened in a browser when one is at hand. */
export function defineOpenCommand(
  f: Factory,
  run: (opts: OpenCommandOptions) => Promise<unknown> = async (opts) => {
    const { openPage } = await import('../../services/open/open.js');
    return openPage(f.context(opts.server), f.env, opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('open')
    .summary(t('cli.open.summary'))
    .description(t('cli.open.description'))
    .argument('<route>', t('cli.open.args.route'));
  addCommonFlags(cmd, t, JSON_FIELDS.open);
  addExamples(cmd, t, [
    'opsdeck open /member/list',
    'opsdeck open MemberList',
    "opsdeck open '/member/patch-coin?member=10104729'",
    'opsdeck open Workplace --json url',
  ]);
  return cmd.action(async (route: string, raw: Record<string, unknown>) => {
    await run({ ...commonFlags(raw, t, JSON_FIELDS.open), route });
  });
}
