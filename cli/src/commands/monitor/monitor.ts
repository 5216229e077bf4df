import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import type { MonitorOptions } from '../../services/monitor/monitor.js';
import { listCommand, type Run, serviceRun } from '../shared/define.js';
import { listFlags, parseChoice } from '../shared/flags.js';
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
  'memberVisibleId',
  'orderNo',
  'coins',
  'days',
  'note',
] as const;

/** `opsdeck monitor [--ndjson] [--kind <kind>]`: the live activity of every audited write. */
export function defineMonitorCommand(
  f: Factory,
  run: Run<MonitorOptions & { server?: string }> = serviceRun(f, () =>
    import('../../services/monitor/monitor.js').then((m) => m.runMonitor),
  ),
): Command {
  const flags = [['--kind <kind>', 'monitor.cli.flags.kind', FLAG_VALUES.monitorKind]] as const;
  const examples = [
    'opsdeck monitor',
    'opsdeck monitor --ndjson | jq -c \'select(.kind == "reissue")\'',
    'opsdeck monitor --kind note --ndjson',
  ];
  // --json and --ndjson both stream one JSON event per line (a stream has no end to wrap in an array)
  return listCommand(
    f,
    { name: 'monitor', text: 'monitor.cli', flags, fields: MONITOR_FIELDS, examples },
    async ({ raw }) => {
      const kind = parseChoice(f.t, '--kind', raw.kind, FLAG_VALUES.monitorKind);
      const output = listFlags(
        { ...raw, ...(raw.json !== undefined ? { ndjson: raw.json, json: undefined } : {}) },
        f.t,
        MONITOR_FIELDS,
      );
      await run({
        ndjson: output.ndjson,
        ...(output.jsonFields ? { fields: output.jsonFields } : {}),
        ...(kind ? { kind } : {}),
        ...(output.server ? { server: output.server } : {}),
      });
    },
  );
}
