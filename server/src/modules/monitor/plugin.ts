import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { MonitorHub } from './hub.js';
import { RequestMetrics } from './metrics.js';

/** The path of the event stream (left out of the request figures: it stays open). */
export const EVENTS_PATH = '/api/admin/monitor/events';

/** What the monitor keeps per server process. */
export interface MonitorState {
  hub: MonitorHub;
  metrics: RequestMetrics;
  startedAt: Date;
  /** Open event streams, ended before the server closes. */
  streams: Set<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    monitor: MonitorState;
  }
}

/**
 * The monitor's app-wide part: the live activity hub (listening once the app is ready), the request
 * figures of every answered request, and the open streams, ended when the server closes.
 */
export const monitorPlugin = fp(
  async (app) => {
    const state: MonitorState = {
      hub: new MonitorHub(app.database, (err) => app.log.error(err, 'monitor event')),
      metrics: new RequestMetrics(),
      startedAt: new Date(),
      streams: new Set(),
    };
    app.decorate('monitor', state);
    app.addHook('onReady', () => state.hub.start());
    app.addHook('onResponse', (request, reply, done) => {
      if (request.routeOptions.url !== EVENTS_PATH) state.metrics.record(reply.statusCode, reply.elapsedTime);
      done();
    });
    app.addHook('preClose', async () => {
      for (const end of [...state.streams]) end();
      await state.hub.stop();
    });
  },
  { name: 'monitor', dependencies: ['database'] },
) as FastifyPluginAsync;
