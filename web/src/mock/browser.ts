import { setupWorker } from 'msw/browser';
import { createWorld } from './data/world.ts';
import { createHandlers } from './handlers/index.ts';
import { browserLatency } from './http/route.ts';

/**
 * Starts the in-browser mock API (`npm run dev:mock`): a service worker answers /api from the
 * seeded in-memory data set with the spec's 600–1000 ms latency. Anything else (the app's own
 * files, images) goes to the network. Loaded only behind the mock flag, never in a build.
 */
export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...createHandlers(createWorld(), { latencyMs: browserLatency }));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
}
