import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { StatsOptions } from '../../services/stats/stats.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';

/** The fields `--json a,b` keeps. */
export const STATS_FIELDS = [
  'from',
  'to',
  'previousFrom',
  'previousTo',
  'days',
  'figures',
  'revenueByKind',
] as const;

/** `opsdeck stats [--from <day>] [--to <day>] [--json]`: the analysis overview figures (admins). */
export function defineStatsCommand(
  f: Factory,
  run: Run<StatsOptions & { server?: string }> = serviceRun(f, () =>
    import('../../services/stats/stats.js').then((m) => m.showStats),
  ),
): Command {
  const flags = [
    ['--from <day>', 'analysis.cli.flags.from'],
    ['--to <day>', 'analysis.cli.flags.to'],
  ] as const;
  const examples = [
    'opsdeck stats',
    'opsdeck stats --from 2026-01-01 --to 2026-01-31',
    "opsdeck stats --json figures | jq '.figures.revenue'",
  ];
  return leafCommand(
    f,
    { name: 'stats', text: 'analysis.cli', flags, fields: STATS_FIELDS, examples },
    async (call) => {
      const { from, to } = call.raw;
      await run({
        ...call.common(),
        ...(typeof from === 'string' ? { from } : {}),
        ...(typeof to === 'string' ? { to } : {}),
      });
    },
  );
}
