import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ReissueJobEngine } from './engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    reissueJobs: ReissueJobEngine;
  }
}

/**
 * The re-issue job engine of this server process: attached when the app is ready (it listens for
 * queued jobs and resumes open ones), stopped before the database closes. It is told how many
 * requests are in flight (event streams, open for minutes, left out) so that on PGlite its batches
 * leave room for them only when there are some.
 */
export const reissueJobsPlugin = fp(
  async (app) => {
    let inFlight = 0;
    const finished = () => {
      inFlight -= 1;
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.headers.accept?.includes('text/event-stream')) {
        inFlight += 1;
        reply.raw.once('close', finished);
      }
      done();
    });
    const engine = new ReissueJobEngine(app.database, {
      onError: (err) => app.log.error(err, 're-issue job engine'),
      requestsInFlight: () => inFlight,
    });
    app.decorate('reissueJobs', engine);
    app.addHook('onReady', () => engine.attach());
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'reissue-jobs', dependencies: ['database'] },
) as FastifyPluginAsync;
