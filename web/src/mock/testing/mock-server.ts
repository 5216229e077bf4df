import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createWorld, type World } from '../data/world.ts';
import { createHandlers } from '../handlers/index.ts';

/** The fixed "now" of test data sets (a Saturday noon in UTC+8), so rows and dates are stable. */
export const TEST_NOW = Date.parse('2026-11-21T04:00:00Z');

/**
 * Answers the console's /api from the mock handlers in jsdom (msw/node) with no latency, on a
 * fresh data set for every test. Call once at the top of a test file; `world()` is the current
 * data set (to read what a screen should show, or what a form changed); `use` puts handlers in
 * front of the mock's for the current test (an answer that fails, say).
 */
export function mockApiForTests(): { world: () => World; use: (...handlers: HttpHandler[]) => void } {
  let current = createWorld(TEST_NOW);
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createWorld(TEST_NOW);
    server.resetHandlers(...createHandlers(current, { latencyMs: () => 0 }));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { world: () => current, use: (...handlers) => server.use(...handlers) };
}
