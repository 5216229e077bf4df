import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { JobResultOptions } from '../../services/jobs/result.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';
import { jobIdOf } from './id.js';

/** `opsdeck jobs result <id> > result.csv`: the rows and their results as CSV. */
export function defineJobsResultCommand(
  f: Factory,
  run: Run<CommonFlags & JobResultOptions> = serviceRun(f, () =>
    import('../../services/jobs/result.js').then((m) => m.jobResult),
  ),
): Command {
  return leafCommand(
    f,
    {
      name: 'result',
      text: 'cli.jobs.result',
      args: [['<id>', 'cli.jobs.idArg']],
      examples: ['opsdeck jobs result 12 > result.csv'],
    },
    async ({ common, args: [given] }) => {
      await run({ ...common(), id: jobIdOf(f.t, given) });
    },
  );
}
