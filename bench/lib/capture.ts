/**
 * Records the SQL a service function sends to the raw driver, so the bench can replay exactly the
 * same statements directly on the database (the floor the endpoint is compared with).
 */

/** A driver with a `query` method (PGlite or a pg Pool). */
export interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

/** One recorded call, replayable on the same driver. */
export type RecordedCall = unknown[];

/** Runs `fn` while recording the driver's query calls. */
export async function captureQueries(client: Queryable, fn: () => Promise<unknown>): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const original = client.query;
  const patched = (...args: unknown[]) => {
    // drizzle passes row-mode and parser options; the floor uses the driver's defaults
    calls.push(typeof args[0] === 'string' ? [args[0], args[1]] : [args[0]]);
    return (original as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  };
  client.query = patched as Queryable['query'];
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return calls;
}

/** Replays recorded calls one after the other (as the endpoint runs them). */
export async function replay(client: Queryable, calls: RecordedCall[]): Promise<void> {
  for (const args of calls) await (client.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
}
