import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Serves Mock Service Worker's worker script at /mockServiceWorker.js from the installed msw
 * package, only in the dev server and only under `npm run dev:mock`. Nothing is written into
 * public/, so a build never ships the worker.
 */
export function mockWorkerPlugin(enabled: boolean): Plugin {
  return {
    name: 'opsdeck-mock-worker',
    apply: 'serve',
    configureServer(server) {
      if (!enabled) return;
      const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(readFileSync(file));
      });
    },
  };
}
