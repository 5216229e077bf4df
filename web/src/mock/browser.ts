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
  const world = createWorld();
  world.sessions = new StoredSessions();
  const worker = setupWorker(...createHandlers(world, { latencyMs: browserLatency }));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
}

const SESSIONS_KEY = 'opsdeck.mock.sessions';

/**
 * The mock's sessions, kept in localStorage so a reload (or a link opened in a new tab) stays
 * signed in like against the server. The rest of the data set starts over on every load.
 */
class StoredSessions extends Map<string, number> {
  constructor() {
    super();
    try {
      for (const [token, id] of JSON.parse(localStorage.getItem(SESSIONS_KEY) ?? '[]') as [
        string,
        number,
      ][]) {
        super.set(token, id);
      }
    } catch {
      localStorage.removeItem(SESSIONS_KEY);
    }
  }
  override set(token: string, operatorId: number): this {
    super.set(token, operatorId);
    this.save();
    return this;
  }
  override delete(token: string): boolean {
    const had = super.delete(token);
    this.save();
    return had;
  }
  private save(): void {
    localStorage.setItem(SESSIONS_KEY, JSON.stringify([...this]));
  }
}
