import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { WatchJobOptions } from '../../services/jobs/watch.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';
import { jobIdOf } from './id.js';
import { watchIntervalOf } from './interval.js';

/** `opsdeck jobs watch <id>` (alias `wait`): follows the job until it stops; its exit code says how. */
export function defineJobsWatchCommand(
  f: Factory,
  run: Run<CommonFlags & WatchJobOptions> = serviceRun(f, () =>
    import('../../services/jobs/watch.js').then((m) => (ctx, opts) => m.watchJob(ctx, opts)),
  ),
): Command {
  return leafCommand(
    f,
    {
      name: 'watch',
      alias: 'wait',
      text: 'cli.jobs.watch',
      args: [['<id>', 'cli.jobs.idArg']],
      flags: [['--interval <seconds>', 'cli.jobs.watch.interval']],
      examples: ['opsdeck jobs watch 12', 'opsdeck jobs wait 12 --json | tail -n 1'],
    },
    async ({ common, raw, args: [given] }) => {
      const interval = watchIntervalOf(f.t, raw.interval);
      await run({ ...common(), id: jobIdOf(f.t, given), interval });
    },
  );
}
