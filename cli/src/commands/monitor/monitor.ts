import { UsageError } from '@opsdeck/shared/errors';
import { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { MonitorOptions } from '../../services/monitor/monitor.js';
import { addCommonFlags, addExamples, listFlags, valuesOption } from '../shared/flags.js';
import { FLAG_VALUES } from '../shared/values.js';

/** The fields of a monitor event (`--ndjson a,b` keeps only those). */
export const MONITOR_FIELDS = [
  'id',
  'time',
  'kind',
  'action',
  'status',
  'operator',
  'targetType',
  'targetId',
  'memberId',
  'orderNo',
  'coins',
  'days',
  'note',
] as const;

/** `opsdeck monitor [--ndjson] [--kind <kind>]`: the live activity of every audited write. */
export function defineMonitorCommand(
  f: Factory,
  run: (opts: MonitorOptions & { server?: string }) => Promise<unknown> = async (opts) => {
    const { runMonitor } = await import('../../services/monitor/monitor.js');
    return runMonitor(f.context(opts.server), opts);
  },
): Command {
  const { t } = f;
  const cmd = new Command('monitor')
    .summary(t('monitor.cli.summary'))
    .description(t('monitor.cli.description'))
    .addOption(valuesOption('--kind <kind>', t('monitor.cli.flags.kind'), FLAG_VALUES.monitorKind));
  // --json and --ndjson both stream one JSON event per line (a stream has no end to wrap in an array)
  addCommonFlags(cmd, t, MONITOR_FIELDS, { ndjson: true });
  addExamples(cmd, t, [
    'opsdeck monitor',
    'opsdeck monitor --ndjson | jq -c \'select(.kind == "reissue")\'',
    'opsdeck monitor --kind note --ndjson',
  ]);
  return cmd.action(async (raw: Record<string, unknown>) => {
    const kind = raw.kind;
    if (kind !== undefined && !(FLAG_VALUES.monitorKind as readonly string[]).includes(String(kind))) {
      throw new UsageError(
        t('cli.errors.invalidChoice', {
          flag: '--kind',
          value: kind,
          options: FLAG_VALUES.monitorKind.join(', '),
        }),
      );
    }
    const flags = listFlags(
      { ...raw, ...(raw.json !== undefined ? { ndjson: raw.json, json: undefined } : {}) },
      t,
      MONITOR_FIELDS,
    );
    await run({
      ndjson: flags.ndjson,
      ...(flags.jsonFields ? { fields: flags.jsonFields } : {}),
      ...(typeof kind === 'string' ? { kind: kind as MonitorOptions['kind'] } : {}),
      ...(flags.server ? { server: flags.server } : {}),
    });
  });
}
