import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListMembersOptions } from '../../services/members/list.js';
import { addCommonFlags, addExamples, type ListFlags, listFlags, valuesOption } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** Parsed `opsdeck members list` flags. */
export type ListMembersCommandOptions = ListFlags & ListMembersOptions;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The page size of --all when --page-size is not given: the largest the server allows. */
const ALL_PAGE_SIZE = '100';

/**
 * `opsdeck members list [--query Q] [--vip|--no-vip] [--status S] [--page N] [--page-size N] [--all]`.
 * Without --page-size the page size is config.json's defaultPageSize (`opsdeck config set`).
 */
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
    .addOption(
      valuesOption('--status <status>', t('cli.members.list.flags.status'), FLAG_VALUES.memberStatus),
    )
    .option('--page <n>', t('cli.members.list.flags.page'))
    .option('--page-size <n>', t('cli.members.list.flags.pageSize'))
    .option('--all', t('cli.members.list.flags.all'));
  addCommonFlags(cmd, t, JSON_FIELDS.memberRow, { ndjson: true });
  addExamples(cmd, t, [
    'opsdeck members list',
    'opsdeck members list --query 138 --vip',
    'opsdeck members list --status banned --page 2 --page-size 50',
    "opsdeck members list --query 1010 --json visibleId,coinBalance | jq -r '.[].visibleId'",
    'opsdeck members list --status banned --all --ndjson id,visibleId > banned.ndjson',
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const { parseMembersQuery } = await import('../../services/members/query.js');
    const output = listFlags(raw, t, JSON_FIELDS.memberRow);
    const all = raw.all === true;
    const configured = all ? undefined : f.config().get('defaultPageSize');
    const query = parseMembersQuery(f.locale, {
      query: text(raw.query),
      status: text(raw.status),
      vip: typeof raw.vip === 'boolean' ? raw.vip : undefined,
      page: text(raw.page),
      pageSize: text(raw.pageSize) ?? (all ? ALL_PAGE_SIZE : configured?.toString()),
    });
    await run({ ...output, query, ...(all ? { all } : {}) });
  });
}
