import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

/** Where the server is in its life: preparing the database, serving, or shutting down. */
export type Phase = 'starting' | 'ready' | 'stopping';

/** The server's phase; `server.ts` moves it on, `GET /api/health/ready` reports it. */
export class Readiness {
  constructor(private current: Phase = 'ready') {}

  get phase(): Phase {
    return this.current;
  }

  /** Migrations and the seed are in. */
  ready(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Shutting down: not ready again. */
  stopping(): void {
    this.current = 'stopping';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** What answers while the database is being prepared: the probes (and the metrics) only. */
const OPEN_WHILE_STARTING = new Set(['/api/health/live', '/api/health/ready', '/metrics']);

/**
 * Decorates the app with its Readiness. While starting (a first start migrates and seeds after the
 * server already listens) every other request is answered 503 before it can touch the database;
 * from `preClose` on, the server is stopping.
 */
export const readinessPlugin = fp<{ readiness: Readiness }>(
  async (app, { readiness }) => {
    app.decorate('readiness', readiness);
    app.addHook('onRequest', (request, _reply, done) => {
      if (readiness.phase !== 'starting') return done();
      const path = request.url.split('?')[0] ?? '';
      done(OPEN_WHILE_STARTING.has(path) ? undefined : new HttpError(503, 'errors.starting'));
    });
    app.addHook('preClose', async () => {
      readiness.stopping();
    });
  },
  { name: 'readiness' },
) as FastifyPluginAsync<{ readiness: Readiness }>;
