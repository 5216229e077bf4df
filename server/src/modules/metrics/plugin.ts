import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry } from 'prom-client';
import { HttpError } from '../../errors.js';
import { isLoopback } from '../../http/listen-host.js';
import { processRegistry } from './counters.js';
import { registerDatabaseGauges } from './database-gauges.js';

/** Where the metrics are served (outside /api: no session, no rate limit, not in the API document). */
export const METRICS_PATH = '/metrics';
/** The monitor's event stream stays open: its "duration" is the stream's life, not an answer's. */
const STREAM_PATH = '/api/admin/monitor/events';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A caller on this machine, or one that shows METRICS_TOKEN as a Bearer token. */
function mayRead(request: Pick<IncomingMessage, 'socket' | 'headers'>, token: string | undefined): boolean {
  if (isLoopback(request.socket.remoteAddress ?? '')) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && given !== undefined && sameSecret(given, token);
}

/**
 * GET /metrics while the server starts (http/starting-server.ts, before the app exists): the
 * process-wide metrics (event loop lag, memory, the counters), under the same rule of access;
 * answers false for a request it does not serve.
 */
export function startingMetrics(token: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if ((req.url ?? '').split('?')[0] !== METRICS_PATH || req.method !== 'GET') return false;
    if (!mayRead(req, token)) return false;
    const body = await processRegistry.metrics();
    res.writeHead(200, { 'content-type': processRegistry.contentType, 'cache-control': 'no-store' });
    res.end(body);
    return true;
  };
}

/**
 * GET /metrics in the Prometheus text format: the request duration histogram of this app (by
 * method, route pattern and status), its database's queue or pool, and the process-wide metrics
 * (memory, event loop lag, re-issues, approvals, jobs). Open to callers on this machine; from
 * elsewhere it asks for `Authorization: Bearer <METRICS_TOKEN>` (without a token set: 403).
 */
export const metricsPlugin = fp<{ token?: string }>(
  async (app, { token }) => {
    const registry = new Registry();
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    registerDatabaseGauges(app.database, registry);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      // unmatched paths share one label: a scan of random URLs must not grow the series
      if (route !== STREAM_PATH)
        durations.observe(
          { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, token)) {
        if (token === undefined) throw new HttpError(403, 'errors.metricsLoopbackOnly');
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'errors.metricsToken');
      }
      const body = await Registry.merge([processRegistry, registry]).metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
) as FastifyPluginAsync<{ token?: string }>;
