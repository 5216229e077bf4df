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
 * queued jobs and resumes open ones), stopped before the database closes.
 */
export const reissueJobsPlugin = fp(
  async (app) => {
    const engine = new ReissueJobEngine(app.database, {
      onError: (err) => app.log.error(err, 're-issue job engine'),
    });
    app.decorate('reissueJobs', engine);
    app.addHook('onReady', () => engine.attach());
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'reissue-jobs', dependencies: ['database'] },
) as FastifyPluginAsync;
