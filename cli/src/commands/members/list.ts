import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListMembersOptions } from '../../services/members/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import type { ListFlags } from '../shared/flags.js';
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
  run: Run<ListMembersCommandOptions> = serviceRun(f, () =>
    import('../../services/members/list.js').then((m) => m.listMembers),
  ),
): Command {
  const flags = [
    ['-q, --query <text>', 'cli.members.list.flags.query'],
    ['--vip', 'cli.members.list.flags.vip'],
    ['--no-vip', 'cli.members.list.flags.noVip'],
    ['--status <status>', 'cli.members.list.flags.status', FLAG_VALUES.memberStatus],
    ['--page <n>', 'cli.members.list.flags.page'],
    ['--page-size <n>', 'cli.members.list.flags.pageSize'],
    ['--all', 'cli.members.list.flags.all'],
  ] as const;
  const examples = [
    'opsdeck members list',
    'opsdeck members list --query 138 --vip',
    'opsdeck members list --status banned --page 2 --page-size 50',
    "opsdeck members list --query 1010 --json visibleId,coinBalance | jq -r '.[].visibleId'",
    'opsdeck members list --status banned --all --ndjson id,visibleId > banned.ndjson',
  ];
  const def = {
    name: 'list',
    alias: 'ls',
    text: 'cli.members.list',
    flags,
    fields: JSON_FIELDS.memberRow,
    examples,
  };
  return listCommand(f, def, async ({ raw, common }) => {
    const { parseMembersQuery } = await import('../../services/members/query.js');
    const listed = common();
    const all = raw.all === true;
    const configured = all ? undefined : f.config().get('defaultPageSize');
    const query = parseMembersQuery(f.locale, {
      query: text(raw.query),
      status: text(raw.status),
      vip: typeof raw.vip === 'boolean' ? raw.vip : undefined,
      page: text(raw.page),
      pageSize: text(raw.pageSize) ?? (all ? ALL_PAGE_SIZE : configured?.toString()),
    });
    await run({ ...listed, query, ...(all ? { all } : {}) });
  });
}
