import type { Db } from './client.js';
import {
  type BatchStatement,
  batchesInOneCall,
  type PlanOptions,
  preparedBatch,
  preparedRows,
  type QueryClient,
} from './prepared.js';

/** How a raw statement is planned (`genericPlan`: see prepared.ts `PlanOptions`). */
export type RawOptions = PlanOptions;

/**
 * Raw SQL for the hot list paths (orders, members: millions of rows, first pages must cost about a
 * millisecond). Drizzle's query builder and result mapping cost about as much as the query itself on
 * PGlite, so these paths send fixed SQL text with positional parameters straight to the driver.
 * PGlite and a node-postgres Pool share this interface; rows come back as objects keyed by the
 * column aliases. Do not use inside a transaction (the raw client is the outer connection).
 */
export type RawClient = QueryClient;

/** The driver under Drizzle (PGlite or pg.Pool). */
function rawClient(db: Db): RawClient {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (!client) throw new Error('the database has no raw client');
  return client;
}

/** Collects positional parameters while SQL text is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder (`$3`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Sees every rawRows call (the bench records them to replay the same SQL as its floor). */
export type RawObserver = (text: string, params: readonly unknown[], options?: RawOptions) => void;
let observer: RawObserver | null = null;

/** Sets (or clears, with null) the observer of rawRows calls. */
export function observeRaw(next: RawObserver | null): void {
  observer = next;
}

/**
 * Runs SQL text with parameters and returns its rows, as a named prepared statement (parsed once
 * per connection; PostgreSQL re-plans only while a custom plan is cheaper than the generic one, or
 * never with `options.genericPlan` on PGlite).
 */
export async function rawRows<T>(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
  options?: RawOptions,
): Promise<T[]> {
  observer?.(text, params, options);
  return preparedRows<T>(rawClient(db), text, params, options);
}

/**
 * Runs statements in order and returns each one's rows (`preparedBatch`): on PGlite ONE call into
 * the database for all of them, in one implicit transaction, each seeing what the ones before it
 * wrote; on PostgreSQL one after another. For a request's reads and a write that stands on its own
 * before them (the rollup fold).
 */
export async function rawBatch(db: Db, statements: readonly BatchStatement[]): Promise<unknown[][]> {
  for (const s of statements) observer?.(s.text, s.params, s.genericPlan ? { genericPlan: true } : undefined);
  return preparedBatch(rawClient(db), statements);
}

/**
 * True when `rawBatch` saves calls on this database: PGlite runs a batch as one call into its
 * worker thread, a pg Pool runs the statements one after another anyway. A request that would read
 * something only in some cases (a remembered total's generation) reads it with its page in one
 * batch where that is free of an extra round trip, and only when needed where it is not.
 */
export function rawBatchIsOneCall(db: Db): boolean {
  return batchesInOneCall(rawClient(db));
}

/** `WHERE a AND b` (or '' when there is no condition). */
export function whereOf(conditions: readonly (string | undefined | false)[]): string {
  const list = conditions.filter((c): c is string => typeof c === 'string' && c.length > 0);
  return list.length === 0 ? '' : `WHERE ${list.join(' AND ')}`;
}

/** A number from an int8/numeric column (pg answers strings, PGlite numbers). */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** ISO 8601 from a timestamptz column (a Date from either driver), or null. */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
