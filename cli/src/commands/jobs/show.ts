import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowJobOptions } from '../../services/jobs/show.js';
import { type Run, serviceRun, showCommand } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';
import { jobIdOf } from './id.js';

/** `opsdeck jobs show <id>`: status, counts, rate and ETA. */
export function defineJobsShowCommand(
  f: Factory,
  run: Run<CommonFlags & ShowJobOptions> = serviceRun(f, () =>
    import('../../services/jobs/show.js').then((m) => m.showJob),
  ),
): Command {
  return showCommand(
    f,
    {
      text: 'cli.jobs.show',
      args: [['<id>', 'cli.jobs.idArg']],
      fields: JSON_FIELDS.reissueJob,
      examples: ['opsdeck jobs show 12', "opsdeck jobs show 12 --json | jq '.left'"],
    },
    (given) => ({ id: jobIdOf(f.t, given) }),
    run,
  );
}
