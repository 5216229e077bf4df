import { UsageError } from '@opsdeck/shared/errors';
import { BAD_GROUPING, GROUPING_MESSAGE, readTypedNumber } from '@opsdeck/shared/schemas/typed-number';
import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { Translate } from '../../i18n.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { CreateJobOptions } from '../../services/jobs/create.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** `status=active,vip=true` → `{ status: 'active', vip: 'true' }` (the server checks names and values). */
export function parseJobFilter(t: Translate, text: unknown): Record<string, string> {
  if (typeof text !== 'string' || text.trim() === '')
    throw new UsageError(t('cli.jobs.create.filterRequired'));
  const filter: Record<string, string> = {};
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at < 1 || name === '') throw new UsageError(t('cli.jobs.create.filterInvalid', { part }));
    filter[name] = part.slice(at + 1).trim();
  }
  return filter;
}

/** The rows of --file (a path, or - for standard input). */
async function rowsFromFile(f: Factory, name: string) {
  const [{ readBatchSource }, { jobRowsOf }] = await Promise.all([
    import('../../services/batch/source.js'),
    import('../../services/jobs/rows-file.js'),
  ]);
  const source = await readBatchSource(f.t, name, f.io.stdin);
  return jobRowsOf(f.t, source.text, f.locale);
}

/**
 * The amount of --coins or --vip-days (exactly one, a whole number, grouped as the CLI prints it,
 * `1,500`, or not; the server checks its bounds). A badly grouped one (`1,50`) names the rule.
 */
function amountOf(f: Factory, raw: Record<string, unknown>): { kind: 'coins' | 'vip'; amount: number } {
  const given = [
    ['coins', '--coins', raw.coins],
    ['vip', '--vip-days', raw.vipDays],
  ].filter(([, , v]) => v !== undefined) as ['coins' | 'vip', string, string][];
  const [only] = given;
  if (given.length !== 1 || !only) throw new UsageError(f.t('cli.jobs.create.amountRequired'));
  const [kind, flag, text] = only;
  const read = readTypedNumber(f.locale, text);
  if (read === BAD_GROUPING) throw new UsageError(f.t(GROUPING_MESSAGE, { field: flag }));
  if (typeof read !== 'number' || !Number.isInteger(read) || read < 0 || read > 999_999_999)
    throw new UsageError(f.t('cli.jobs.create.amountRequired'));
  return { kind, amount: read };
}

/**
 * `opsdeck jobs create --filter 'status=active,vip=true' --coins 50 --reason '…' [--dry-run] [--yes]
 * [--wait]`: the catalogue action `reissueJob.create`, reviewed by the server's dry run first.
 */
export function defineJobsCreateCommand(
  f: Factory,
  run: Run<CommonFlags & CreateJobOptions> = serviceRun(f, () =>
    import('../../services/jobs/create.js').then((m) => m.createJob),
  ),
): Command {
  const { t } = f;
  return leafCommand(
    f,
    {
      name: 'create',
      text: 'cli.jobs.create',
      flags: [
        ['--filter <filter>', 'cli.jobs.create.filter'],
        ['--file <rows.csv>', 'cli.jobs.create.file'],
        ['--coins <n>', 'cli.jobs.create.coins'],
        ['--vip-days <n>', 'cli.jobs.create.vipDays'],
        ['--reason <text>', 'cli.jobs.create.reason'],
        ['--dry-run', 'cli.jobs.create.dryRun'],
        ['--key <key>', 'cli.jobs.create.key'],
        ['--wait', 'cli.jobs.create.wait'],
        ['-y, --yes', 'cli.actions.flags.yes'],
      ],
      fields: JSON_FIELDS.reissueJob,
      examples: [
        "opsdeck jobs create --filter 'status=active,platform=ios' --coins 50 --reason 'payment outage' --dry-run",
        "opsdeck jobs create --filter 'vip=true' --vip-days 3 --reason 'broken unlock' --yes --wait",
        "opsdeck jobs create --file rows.csv --coins 50 --reason 'payment outage' --yes",
      ],
    },
    async ({ common, raw }) => {
      if ((raw.filter === undefined) === (raw.file === undefined))
        throw new UsageError(t('cli.jobs.create.filterRequired'));
      const source =
        typeof raw.file === 'string'
          ? { rows: await rowsFromFile(f, raw.file) }
          : { filter: parseJobFilter(t, raw.filter) };
      const { kind, amount } = amountOf(f, raw);
      if (typeof raw.reason !== 'string') throw new UsageError(t('cli.jobs.create.reasonRequired'));
      await run({
        ...common(),
        kind,
        amount,
        reason: raw.reason,
        ...source,
        dryRun: raw.dryRun === true,
        yes: raw.yes === true,
        wait: raw.wait === true,
        ...(typeof raw.key === 'string' ? { key: raw.key } : {}),
      });
    },
  );
}
