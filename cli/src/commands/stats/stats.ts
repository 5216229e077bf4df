import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { StatsOptions } from '../../services/stats/stats.js';
import { addCommonFlags, addExamples, commonFlags } from '../shared/flags.js';

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
  run: (opts: StatsOptions & { server?: string }) => Promise<unknown> = async (opts) => {
    const { showStats } = await import('../../services/stats/stats.js');
    return showStats(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('stats')
    .summary(t('analysis.cli.summary'))
    .description(t('analysis.cli.description'))
    .option('--from <day>', t('analysis.cli.flags.from'))
    .option('--to <day>', t('analysis.cli.flags.to'));
  addCommonFlags(cmd, t, STATS_FIELDS);
  addExamples(cmd, t, [
    'opsdeck stats',
    'opsdeck stats --from 2026-01-01 --to 2026-01-31',
    "opsdeck stats --json figures | jq '.figures.revenue'",
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const flags = commonFlags(raw, t, STATS_FIELDS);
    await run({
      ...flags,
      ...(typeof raw.from === 'string' ? { from: raw.from } : {}),
      ...(typeof raw.to === 'string' ? { to: raw.to } : {}),
    });
  });
}
