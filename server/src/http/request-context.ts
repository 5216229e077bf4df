import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep in a request (the audit writer) may need to know about it. */
export interface RequestContext {
  /** The API token the request was made with (null for a signed-in session or a public route). */
  apiToken: { id: number; name: string } | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of a request (its hooks and handler) with a fresh context. */
export function runWithRequestContext(done: () => void): void {
  storage.run({ apiToken: null }, done);
}

/** The running request's context, or null outside a request (seed, jobs, tests calling services). */
export function requestContext(): RequestContext | null {
  return storage.getStore() ?? null;
}
