import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { ListMembersOptions } from '../../services/members/list.js';
import { addCommonFlags, addExamples, type CommonFlags, commonFlags } from '../shared/flags.js';

/** Parsed `opsdeck members list` flags. */
export type ListMembersCommandOptions = CommonFlags & ListMembersOptions;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `opsdeck members list [--query Q] [--vip|--no-vip] [--status S] [--page N] [--page-size N]`. */
export function defineMembersListCommand(
  f: Factory,
  run: (opts: ListMembersCommandOptions) => Promise<unknown> = async (opts) => {
    const { listMembers } = await import('../../services/members/list.js');
    return listMembers(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('list')
    .alias('ls')
    .summary(t('cli.members.list.summary'))
    .description(t('cli.members.list.description'))
    .option('-q, --query <text>', t('cli.members.list.flags.query'))
    .option('--vip', t('cli.members.list.flags.vip'))
    .option('--no-vip', t('cli.members.list.flags.noVip'))
    .option('--status <status>', t('cli.members.list.flags.status'))
    .option('--page <n>', t('cli.members.list.flags.page'))
    .option('--page-size <n>', t('cli.members.list.flags.pageSize'));
  addCommonFlags(cmd, t);
  addExamples(cmd, t, [
    'opsdeck members list',
    'opsdeck members list --query 138 --vip',
    'opsdeck members list --status banned --page 2 --page-size 50',
    "opsdeck members list --query 1010 --json | jq -r '.[].visibleId'",
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const { parseMembersQuery } = await import('../../services/members/query.js');
    const query = parseMembersQuery(f.locale, {
      query: text(raw.query),
      status: text(raw.status),
      vip: typeof raw.vip === 'boolean' ? raw.vip : undefined,
      page: text(raw.page),
      pageSize: text(raw.pageSize),
    });
    await run({ ...commonFlags(raw), query });
  });
}
