import { getMonitorActivity, getMonitorStatus } from '@opsdeck/shared/api';
import type { MonitorEvent, MonitorEventKind } from '@opsdeck/shared/schemas';
import { InterruptedError } from '../../errors.js';
import { writeNdjson } from '../../output/json.js';
import { CLI_VERSION } from '../../version.js';
import type { ServiceContext } from '../context.js';
import { followEvents } from './stream.js';

/** Options of `opsdeck monitor`. */
export interface MonitorOptions {
  /** One JSON event per line (also whenever stdout is not a terminal). */
  ndjson: boolean;
  /** --ndjson a,b: only these fields. */
  fields?: readonly string[];
  /** Only events of this kind. */
  kind?: MonitorEventKind;
}

/**
 * The live monitor: on a terminal, an Ink screen of the activity and the status figures; otherwise
 * (or with --ndjson) one JSON event per line as they happen, until interrupted (exit 130). Admins
 * only: the server answers 403 for a user (exit 5).
 */
export async function runMonitor(ctx: ServiceContext, opts: MonitorOptions): Promise<void> {
  ctx.requireSignIn();
  const api = await ctx.apiClient();
  // the same permission as the stream: refused here before anything is drawn
  await getMonitorStatus(api);
  const controller = new AbortController();
  let interrupted = false;
  const unsubscribe = ctx.onInterrupt(() => {
    interrupted = true;
    controller.abort();
  });
  const base = {
    server: ctx.server,
    token: ctx.tokenStore().get() ?? '',
    locale: ctx.locale,
    userAgent: `opsdeck-cli/${CLI_VERSION}`,
    signal: controller.signal,
  };
  const wanted = (e: MonitorEvent) => !opts.kind || e.kind === opts.kind;
  try {
    if (opts.ndjson || !ctx.io.isStdoutTTY()) {
      await followEvents({
        ...base,
        onEvent: (e) => {
          if (wanted(e)) writeNdjson(ctx.io, [e], { jsonFields: opts.fields });
        },
      });
    } else {
      const { drawMonitor } = await import('../../ui/monitor-screen.js');
      let stream: Promise<void> = Promise.resolve();
      await drawMonitor({
        io: ctx.io,
        t: ctx.t,
        locale: ctx.locale,
        feed: {
          subscribe: (on) => {
            stream = followEvents({ ...base, onEvent: (e) => wanted(e) && on.event(e), onState: on.state });
          },
          status: () => getMonitorStatus(api),
          recent: () => getMonitorActivity(api, { limit: 50, ...(opts.kind ? { kind: opts.kind } : {}) }),
        },
      });
      controller.abort();
      await stream;
    }
  } finally {
    unsubscribe();
  }
  if (interrupted) throw new InterruptedError(ctx.t('monitor.cli.interrupted'));
}
