import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ListJobsOptions } from '../../services/jobs/list.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import { type ListFlags, parseChoice } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** `opsdeck jobs list [--status running] [--json]`. */
export function defineJobsListCommand(
  f: Factory,
  run: Run<ListFlags & ListJobsOptions> = serviceRun(f, () =>
    import('../../services/jobs/list.js').then((m) => m.listJobs),
  ),
): Command {
  const flags = [['--status <status>', 'cli.jobs.list.status', FLAG_VALUES.jobStatus]] as const;
  const def = {
    name: 'list',
    alias: 'ls',
    text: 'cli.jobs.list',
    flags,
    fields: JSON_FIELDS.reissueJob,
    examples: ['opsdeck jobs list', 'opsdeck jobs list --status running --json id,status,left'],
  };
  return listCommand(f, def, async ({ raw, common }) => {
    await run({ ...common(), status: parseChoice(f.t, '--status', raw.status, FLAG_VALUES.jobStatus) });
  });
}
