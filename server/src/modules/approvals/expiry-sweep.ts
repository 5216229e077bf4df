import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EXPIRY_SWEEP_MS, expireDue } from './expire.js';

/**
 * The periodic expiry of pending approval requests: once the app is ready and then every
 * `EXPIRY_SWEEP_MS`, so a requester is told even when nobody opens the approvals (reads and
 * decisions expire due requests too). The timer does not hold the process open and stops on close.
 */
export const approvalExpiryPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = expireDue(app.db, app.env.APPROVAL_TTL_HOURS).catch((err) =>
        app.log.error(err, 'approval expiry sweep'),
      );
    };
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, EXPIRY_SWEEP_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'approval-expiry', dependencies: ['database'] },
) as FastifyPluginAsync;
