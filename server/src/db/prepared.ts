import { createHash } from 'node:crypto';
import { type messages, PGlite, parse, protocol } from '@electric-sql/pglite';
import { bindExecuteSync } from './bind-messages.js';
import { concatBytes } from './bytes.js';
import { plainResults } from './pglite-answer.js';
import { ThreadedPglite } from './pglite-thread-client.js';

/**
 * Named prepared statements for the hot raw-SQL paths (session lookup, list pages). PostgreSQL then
 * parses and analyses each distinct SQL text once per connection, and stops re-planning it once the
 * generic plan is as cheap as the custom ones (plan_cache_mode auto: a generic plan that would lose an
 * index, such as `LIKE $1`, keeps being re-planned, so results and plans never get worse).
 *
 * A statement whose generic plan reads the same indexes as its custom plans whatever its parameters
 * (an equality prefix of an index that also gives the sort) can ask to skip planning: `genericPlan`
 * (see `PlanOptions`). `auto` rarely picks it by itself (a generic plan is costed for `LIMIT $n` as
 * a tenth of the rows, and for `kind = $1` with an average value, never with the statistics of the
 * value at hand).
 *
 * - node-postgres: `{ name, text, values }`; the pg client prepares the name on each pooled
 *   connection the first time it runs there.
 * - PGlite: `query()` makes five separate calls into the WASM backend per statement (parse,
 *   describe, bind, describe, execute, then sync) and plans every time. Here a text is parsed once
 *   (a call of its own), then each run is ONE call: bind + describe + execute + sync. `preparedRows`
 *   takes the same two locks as `query()` (it waits for another caller's open transaction), so
 *   inside a transaction use `txPreparedRows`.
 */

/** PGlite, in this thread or in a worker thread (ThreadedPglite, the same API). */
function isPglite(client: unknown): client is PGlite {
  return client instanceof PGlite || client instanceof ThreadedPglite;
}

/** The driver under Drizzle (PGlite or a pg Pool): what `rawRows` needs from it. */
export interface QueryClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{
    rows: unknown[];
  }>;
}

/** A statement name from its text (stable, at most 63 bytes as PostgreSQL allows). */
const names = new Map<string, string>();
const MAX_NAMES = 1000;
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `ops_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** A parameter as PostgreSQL text input (what PGlite's own serializers send for these types). */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new TypeError(`prepared statement parameter of unsupported type ${typeof value}`);
}

/** Statements prepared on each PGlite instance (bounded: past the limit they are all closed). */
const preparedOn = new WeakMap<PGlite, Set<string>>();
const MAX_PREPARED = 500;
const { serialize } = protocol;
const READ_ONLY = /^\s*(select|explain)\b/i;

/** How a statement outside a transaction is planned. */
export interface PlanOptions {
  /**
   * Plan it once and reuse that generic plan (PostgreSQL's `force_generic_plan`, for this statement
   * only). Only for a statement whose generic plan reads the same indexes as its custom plans for any
   * parameters (docs/performance.md, "Generic plans for the list statements"): it saves the planning
   * of every run (on PGlite about 0.5–0.9 ms of the database's time per list page, planning being
   * CPU on the server's own machine). On PGlite the setting is a `set_config(…, true)` run in the same
   * call just before the statement, which ends with the call's implicit transaction (at its Sync), so
   * nothing else runs under it. On PostgreSQL (a pg pool) it is ignored: it would cost a round trip
   * more than the planning it saves, and `auto` plans as before.
   */
  genericPlan?: boolean;
}

/** Whether `genericPlan` is honoured (always, but for a bench measuring what it saves). */
let genericPlans = true;

/**
 * Turns `genericPlan` off (every statement planned by `auto`) or back on, for this process: for
 * benches that compare the two in the same process (`bench/lists/per-request-cost.ts`).
 */
export function honourGenericPlans(on: boolean): void {
  genericPlans = on;
}

/** The settings a batch switches to before a statement that plans otherwise than the one before it. */
const PLAN_MODE_SQL = {
  generic: "SELECT set_config('plan_cache_mode', 'force_generic_plan', true) AS plan_cache_mode",
  auto: "SELECT set_config('plan_cache_mode', 'auto', true) AS plan_cache_mode",
} as const;

function preparedSet(pg: PGlite): Set<string> {
  let prepared = preparedOn.get(pg);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(pg, prepared);
  }
  return prepared;
}

/** Parses `text` as its named statement, in a call of its own (the caller holds the query lock). */
async function prepare(pg: PGlite, text: string): Promise<void> {
  const done = preparedSet(pg);
  const name = statementName(text);
  const parts: Uint8Array[] = [];
  if (done.size >= MAX_PREPARED) {
    for (const old of done) parts.push(serialize.close({ type: 'S', name: old }));
    done.clear();
  }
  parts.push(serialize.parse({ name, text }), serialize.sync());
  await pg.execProtocolStream(concatBytes(parts), { syncToFs: false });
  done.add(name);
}

/**
 * Posts a prepared statement; the caller holds the query lock. The first use of a text parses it in
 * a call of its own (so a statement is known to exist exactly when its parse succeeded); every use
 * is then ONE call into the backend: Bind + Describe + Execute + Sync. PGlite in this thread has
 * answered when this returns; PGlite in a worker thread has only been posted the call (its answer
 * comes later: the caller may release the locks first, see `pgliteRows`).
 */
async function postPrepared(
  pg: PGlite,
  text: string,
  params: readonly unknown[],
  /** Sync the data to the file system after the statement (a write outside a transaction). */
  syncToFs = false,
): Promise<{ answer: Promise<Answered> }> {
  const name = statementName(text);
  const values = params.map(textValue);
  if (!preparedSet(pg).has(name)) await prepare(pg, text);
  const message = bindExecuteSync([{ statement: name, values }]);
  // in the same call as the statement (one round trip fewer with PGlite in a worker thread)
  return postAnswered(pg, message, syncToFs);
}

/**
 * An answer of PGlite: its bytes (PGlite in a worker thread, read by `resultsOf`) or the messages
 * PGlite in this thread has parsed already.
 */
type Answered = { data: Uint8Array } | { messages: messages.BackendMessage[] };

/**
 * Posts a self-contained message (it ends with Sync). PGlite in a worker thread is posted it now
 * (synchronously) and answers later; PGlite in this thread has answered when this resolves.
 */
async function postAnswered(
  pg: PGlite,
  message: Uint8Array,
  syncToFs: boolean,
): Promise<{ answer: Promise<Answered> }> {
  if (pg instanceof ThreadedPglite)
    return { answer: pg.postProtocolRaw(message, { syncToFs }).then((data) => ({ data })) };
  const answered = await pg.execProtocolStream(message, { syncToFs });
  return { answer: Promise.resolve({ messages: answered }) };
}

/**
 * The rows of each statement of an answer: a plain answer (rows, no error, notice or notification)
 * read straight from its bytes, anything else parsed by PGlite (which raises the error and calls the
 * listeners), then `parse.parseResults`, as before.
 */
function resultsOf(pg: PGlite, answered: Answered): unknown[][] {
  if ('data' in answered) {
    const plain = plainResults(answered.data, pg.parsers);
    if (plain) return plain;
  }
  const replies =
    'data' in answered ? (pg as unknown as ThreadedPglite).answerOf(answered.data) : answered.messages;
  return parse.parseResults(replies, pg.parsers).map((r) => r.rows as unknown[]);
}

/** A statement of a batch: its text and parameters. */
export interface BatchStatement extends PlanOptions {
  text: string;
  params: readonly unknown[];
}

/**
 * Posts several prepared statements as ONE call (the caller holds both locks): each text not
 * prepared yet is parsed first (a call of its own, as in `postPrepared`), then every statement's
 * Bind + Describe + Execute goes in one message closed by one Sync, so they run in order in one
 * implicit transaction: each sees what the ones before it wrote, and an error skips the rest and
 * rolls back what they wrote (PostgreSQL skips to the Sync). A statement that plans otherwise than
 * the one before it (`genericPlan`) is preceded by the `set_config` of its plan mode, local to that
 * implicit transaction (a statement without parameters, planned once anyway, switches nothing); `at`
 * says which result of the answer is each statement's.
 */
async function postBatch(
  pg: PGlite,
  statements: readonly BatchStatement[],
): Promise<{ answer: Promise<Answered>; at: number[] }> {
  const steps: BatchStatement[] = [];
  const at: number[] = [];
  let generic = false;
  for (const s of statements) {
    // a statement without parameters has one plan whatever the mode: it keeps the one before it
    const wanted: boolean = s.params.length === 0 ? generic : genericPlans && Boolean(s.genericPlan);
    if (wanted !== generic) {
      generic = !generic;
      steps.push({ text: PLAN_MODE_SQL[generic ? 'generic' : 'auto'], params: [] });
    }
    at.push(steps.length);
    steps.push(s);
  }
  const names = steps.map((s) => statementName(s.text));
  // first uses are parsed one call each, as in postPrepared (a name is known to exist exactly when
  // its own Parse succeeded); a parse that filled the set closes them all, so check again after it
  for (let round = 0; round < 3; round++) {
    const missing = new Set(steps.map((s) => s.text).filter((_, i) => !preparedSet(pg).has(names[i] ?? '')));
    if (missing.size === 0) break;
    for (const text of missing) await prepare(pg, text);
  }
  const message = bindExecuteSync(
    steps.map((s, i) => ({ statement: names[i] ?? '', values: s.params.map(textValue) })),
  );
  const syncToFs = statements.some((s) => !READ_ONLY.test(s.text));
  return { ...(await postAnswered(pg, message, syncToFs)), at };
}

/** Posts a batch and reads each statement's rows (the caller takes no lock: this takes both). */
async function pgliteBatch(pg: PGlite, statements: readonly BatchStatement[]): Promise<unknown[][]> {
  const { answer, at } = await pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(() => postBatch(pg, statements)),
  );
  const results = resultsOf(pg, await answer);
  return at.map((i) => results[i] ?? []);
}

/**
 * Runs `statements` in order as named prepared statements in ONE implicit transaction and returns
 * each one's rows. On PGlite they are one call into the database (in a worker thread: one round
 * trip instead of one per statement, and their answer is parsed after the locks are released, as
 * `pgliteRows`). On PostgreSQL they run one after another, each on its own (a pool saves no round
 * trip by batching), so an error there stops the rest without undoing the ones before it: batch
 * reads, and writes that stand on their own (the rollup fold). Outside a transaction only.
 */
export async function preparedBatch(
  client: QueryClient,
  statements: readonly BatchStatement[],
): Promise<unknown[][]> {
  if (statements.length === 0) return [];
  if (isPglite(client)) return pgliteBatch(client, statements);
  const out: unknown[][] = [];
  for (const s of statements) out.push(await preparedRows(client, s.text, s.params));
  return out;
}

/** The rows of a prepared statement's answer. */
function rowsOf<T>(pg: PGlite, answered: Answered): T[] {
  return (resultsOf(pg, answered)[0] ?? []) as T[];
}

/** Runs a prepared statement to its rows; the caller holds the query lock (inside a transaction). */
async function runPrepared<T>(pg: PGlite, text: string, params: readonly unknown[]): Promise<T[]> {
  const { answer } = await postPrepared(pg, text, params);
  return rowsOf<T>(pg, await answer);
}

/**
 * A prepared statement outside a transaction: it waits for an open one and holds both locks while
 * it is posted; PGlite in a worker thread then runs it while this thread parses the answer before
 * it, and later statements are posted behind it (decision 0009).
 */
async function pgliteRows<T>(pg: PGlite, text: string, params: readonly unknown[]): Promise<T[]> {
  const { answer } = await pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(() => postPrepared(pg, text, params, !READ_ONLY.test(text))),
  );
  return rowsOf<T>(pg, await answer);
}

/** The PGlite instance behind each open PGlite transaction object (see `trackTransactions`). */
const owners = new WeakMap<object, PGlite>();

/**
 * Remembers which PGlite instance each transaction belongs to, so statements inside a Drizzle
 * transaction can take the prepared path too (`txPreparedRows`). Call once per instance.
 */
export function trackTransactions(pg: PGlite): void {
  const original = pg.transaction.bind(pg);
  pg.transaction = ((fn: (tx: object) => Promise<unknown>) =>
    original(async (tx) => {
      owners.set(tx, pg);
      return fn(tx);
    })) as PGlite['transaction'];
}

/**
 * Runs `text` as a named prepared statement inside a Drizzle transaction `tx` (PGlite or
 * node-postgres), on the transaction's own connection.
 */
export async function txPreparedRows<T>(tx: unknown, text: string, params: readonly unknown[]): Promise<T[]> {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof client !== 'object') throw new Error('not a Drizzle transaction');
  const pg = owners.get(client);
  if (pg) {
    if ((client as { closed?: boolean }).closed) throw new Error('Transaction is closed');
    // the transaction already holds PGlite's transaction lock; take only the query lock
    return pg._runExclusiveQuery(() => runPrepared<T>(pg, text, params));
  }
  if (isPglite(client)) return pgliteRows<T>(client, text, params);
  const result = await (client as QueryClient).query({
    name: statementName(text),
    text,
    values: [...params],
  });
  return result.rows as T[];
}

/**
 * True when a Drizzle transaction runs on PGlite: one connection whose transactions never overlap
 * (each holds the instance's transaction lock), so a lock that only orders concurrent transactions
 * can be skipped there.
 */
export function txOnPglite(tx: unknown): boolean {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null && (owners.has(client) || isPglite(client));
}

/** True when `preparedBatch` sends its statements as one call (PGlite), not one by one (a pg Pool). */
export function batchesInOneCall(client: QueryClient): boolean {
  return isPglite(client);
}

/**
 * Runs `text` with `params` as a named prepared statement and returns its rows (outside a
 * transaction); `options.genericPlan` plans it once (see `PlanOptions`).
 */
export async function preparedRows<T>(
  client: QueryClient,
  text: string,
  params: readonly unknown[],
  options?: PlanOptions,
): Promise<T[]> {
  if (isPglite(client)) {
    if (options?.genericPlan && genericPlans)
      return ((await pgliteBatch(client, [{ text, params, genericPlan: true }]))[0] ?? []) as T[];
    return pgliteRows<T>(client, text, params);
  }
  const result = await client.query({ name: statementName(text), text, values: [...params] });
  return result.rows as T[];
}
