import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep in a request (the audit writer) may need to know about it. */
export interface RequestContext {
  /** The API token the request was made with (null for a signed-in session or a public route). */
  apiToken: { id: number; name: string } | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the rest of a request (its hooks and handler) with a fresh context. Only requests that carry
 * something need one (auth.ts: those made with an API token); outside a context `requestContext()`
 * is null, which means the same as a context without a token.
 */
export function runWithRequestContext(done: () => void): void {
  storage.run({ apiToken: null }, done);
}

/** The running request's context, or null outside a request (seed, jobs, tests calling services). */
export function requestContext(): RequestContext | null {
  return storage.getStore() ?? null;
}

/**
 * Runs `work` outside any request's context: system work that a request only sets off (the expiry of
 * due approval requests on a read) is nobody's, so its audit rows name no API token. Its promises and
 * timers inherit the empty context too. Costs nothing while no context was ever made.
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}
