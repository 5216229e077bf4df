import { preparedRows, type QueryClient } from '../../server/src/db/prepared.js';
import { observeRaw, type RawOptions } from '../../server/src/db/raw.js';

/**
 * Records the SQL a service function sends to the database, so the bench can replay exactly the
 * same statements directly on the database (the floor the endpoint is compared with): the raw-SQL
 * paths (`rawRows`, named prepared statements, replayed the same way) and anything else sent through
 * the driver's `query`.
 */

/** A driver with a `query` method (PGlite or a pg Pool). */
export interface Queryable {
  query: (...args: never[]) => Promise<unknown>;
}

/** One recorded call, replayable on the same driver. */
export type RecordedCall =
  | { prepared: true; text: string; params: readonly unknown[]; options?: RawOptions }
  | unknown[];

/** Runs `fn` while recording the driver's query calls. */
export async function captureQueries(client: Queryable, fn: () => Promise<unknown>): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const original = client.query;
  observeRaw((text, params, options) => calls.push({ prepared: true, text, params: [...params], options }));
  const patched = (...args: unknown[]) => {
    // drizzle passes row-mode and parser options; the floor uses the driver's defaults
    if (typeof args[0] === 'string') calls.push([args[0], args[1]]);
    // (an object with a name is a prepared statement of rawRows, recorded above)
    else if (!(args[0] as { name?: string })?.name) calls.push([args[0]]);
    return (original as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  };
  client.query = patched as Queryable['query'];
  try {
    await fn();
  } finally {
    client.query = original;
    observeRaw(null);
  }
  return calls;
}

/** Replays recorded calls one after the other (as the endpoint runs them). */
export async function replay(client: Queryable, calls: RecordedCall[]): Promise<void> {
  for (const call of calls) {
    // planned as the server plans it (a generic plan where the server asks for one)
    if (!Array.isArray(call))
      await preparedRows(client as unknown as QueryClient, call.text, call.params, call.options);
    else await (client.query as (...a: unknown[]) => Promise<unknown>).apply(client, call);
  }
}
