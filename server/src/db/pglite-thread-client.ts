import { mkdirSync } from 'node:fs';
import {
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  messages,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { WorkerCalls, type WorkerStart } from './pglite-thread-calls.js';
import { NotificationListeners } from './pglite-thread-listeners.js';
import { BatchedStatements, TYPES_MAY_CHANGE_SQL } from './pglite-thread-statements.js';

/**
 * PGlite with its database in a worker thread. PGlite runs PostgreSQL (WebAssembly) in the thread
 * that calls it, so in-process every statement holds the server's event loop: HTTP parsing,
 * validation and serialization never overlap a query although the machine has more cores. Here a
 * worker thread owns the real PGlite (pglite-thread.js) and this class, in the main thread, is
 * PGlite's own `BasePGlite` (query, exec, transaction, describeQuery, its locks) on top of
 * `execProtocolRaw`, which sends the wire-protocol bytes to the worker (`WorkerCalls`,
 * pglite-thread-calls.ts) and gets PostgreSQL's answer back. Parsing (rows, parsers, errors as
 * `DatabaseError`, notices, notifications for `listen`: pglite-thread-listeners.ts) stays here,
 * exactly as in-process PGlite does it, so Drizzle's pglite driver, prepared.ts and transactions
 * work unchanged.
 *
 * Differences from `BasePGlite`: `query`, `exec` and `transaction` send each statement in as few
 * calls as the protocol allows (`BatchedStatements`, pglite-thread-statements.ts), since each call is
 * a round trip between threads; and a statement outside a transaction holds the locks only until it
 * is posted to the worker, not until its answer is parsed (`postProtocol`, decision 0009), so the
 * worker runs the next queued statement while this thread parses the previous answer.
 *
 * Not supported here (unused by the server): `/dev/blob` (COPY to or from a blob), `dumpDataDir`,
 * `clone`, `execProtocolRawSync`; backup and restore open the data dir themselves.
 */

/** PGlite's own abstract base class (not exported by name; PGlite extends it). */
const BasePGlite = Object.getPrototypeOf(PGlite) as typeof PGlite;
if (typeof BasePGlite?.prototype?.describeQuery !== 'function') {
  throw new Error('this PGlite version has no BasePGlite to build the worker client on');
}

/** Options of `ThreadedPglite.start`. */
export interface ThreadedPgliteOptions extends WorkerStart {
  /** The PGlite data directory (`<DATA_DIR>/pg`); created if missing. */
  dir: string;
}

export class ThreadedPglite extends BasePGlite {
  override readonly debug = 0;
  override readonly waitReady: Promise<void>;
  override readonly dataDir: string;

  readonly #calls: WorkerCalls;
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  #parser = new protocol.Parser();
  readonly #statements = new BatchedStatements(this);
  readonly #listeners = new NotificationListeners((statement, tx) => (tx ?? this).exec(statement));

  private constructor(opts: ThreadedPgliteOptions) {
    super();
    this.dataDir = opts.dir;
    mkdirSync(opts.dir, { recursive: true });
    this.#calls = new WorkerCalls({
      dir: opts.dir,
      startParams: opts.startParams,
      extensions: opts.extensions,
    });
    this.waitReady = this.#calls.ready;
  }

  /** Starts the worker thread, opens the data dir there and reads the array types (as PGlite.create). */
  static async start(opts: ThreadedPgliteOptions): Promise<ThreadedPglite> {
    const pg = new ThreadedPglite(opts);
    try {
      await pg.waitReady;
      await pg._initArrayTypes();
      // DDL run inside a SELECT (a function) reports itself, so remembered parameter types go
      await pg.exec(TYPES_MAY_CHANGE_SQL);
    } catch (error) {
      await pg.#calls.terminate();
      throw error;
    }
    return pg;
  }

  override get ready(): boolean {
    return this.#calls.opened && !this.#calls.closing && !this.#calls.closed;
  }

  override get closed(): boolean {
    return this.#calls.closed;
  }

  override async _checkReady(): Promise<void> {
    if (this.#calls.closing) throw new Error('PGlite is closing');
    if (this.#calls.closed) throw new Error('PGlite is closed');
    if (!this.#calls.opened) await this.waitReady;
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  override async execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    return (await this.#calls.call({ op: 'raw', data: message, sync: syncToFs })) ?? new Uint8Array(0);
  }

  override async execProtocolRawStream(
    message: Uint8Array,
    { syncToFs, onRawData }: { syncToFs?: boolean; onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    onRawData(await this.execProtocolRaw(message, { syncToFs }));
  }

  /** PostgreSQL's messages in `data`: what PGlite's own stream handler does with them. */
  #messages(
    data: Uint8Array,
    { throwOnError = true, onNotice }: ExecProtocolOptions,
  ): messages.BackendMessage[] {
    const results: messages.BackendMessage[] = [];
    let databaseError: messages.DatabaseError | null = null;
    this.#parser.parse(data, (msg) => {
      if (databaseError) return;
      if (msg instanceof messages.DatabaseError) {
        if (throwOnError) databaseError = msg;
      } else if (msg instanceof messages.NoticeMessage) {
        onNotice?.(msg);
      } else if (msg instanceof messages.NotificationResponseMessage) {
        this.#listeners.notify(msg.channel, msg.payload);
      }
      results.push(msg);
    });
    if (databaseError) {
      this.#parser = new protocol.Parser();
      throw databaseError;
    }
    return results;
  }

  override async execProtocol(
    message: Uint8Array,
    options: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, options);
    return { messages: this.#messages(data, options), data };
  }

  /**
   * Posts `message` to the worker thread NOW (synchronously, before this returns) and resolves with
   * PostgreSQL's parsed answer. The worker runs what it is posted one at a time in the order posted,
   * so a caller that holds the locks while posting a self-contained message (one that ends with Sync)
   * may release them before the answer comes: what is posted after it runs after it, and nothing can
   * run between its messages. Parsing the answer is then the only work left, done without the locks.
   */
  postProtocol(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<messages.BackendMessage[]> {
    const answer = this.#calls.call({ op: 'raw', data: message, sync: options.syncToFs ?? true });
    return answer.then((data) => this.#messages(data ?? new Uint8Array(0), options));
  }

  /**
   * `postProtocol` without the parse: posted the same way, resolves with PostgreSQL's bytes, for a
   * caller that reads a plain answer itself (`plainResults`) and hands anything else to `answerOf`.
   */
  postProtocolRaw(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<Uint8Array> {
    return this.#calls
      .call({ op: 'raw', data: message, sync: options.syncToFs ?? true })
      .then((data) => data ?? new Uint8Array(0));
  }

  /** PostgreSQL's messages in an answer of `postProtocolRaw`, as `postProtocol` parses them. */
  answerOf(data: Uint8Array, options: ExecProtocolOptions = {}): messages.BackendMessage[] {
    return this.#messages(data, options);
  }

  /** Calls posted to the worker thread and not answered yet (statements queued there, or running). */
  get statementsInFlight(): number {
    return this.#calls.inFlight;
  }

  override async execProtocolStream(
    message: Uint8Array,
    options: ExecProtocolOptions = {},
  ): Promise<messages.BackendMessage[]> {
    return this.#messages(await this.execProtocolRaw(message, options), options);
  }

  override async syncToFs(): Promise<void> {
    await this.#calls.call({ op: 'sync' });
  }

  override async _handleBlob(blob?: File | Blob): Promise<void> {
    if (blob) throw new Error('COPY with /dev/blob is not supported on the PGlite worker thread');
  }

  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  override async _cleanupBlob(): Promise<void> {}

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this._checkReady();
    // takes the locks itself, only while it posts the statement (outside any transaction)
    return this.#statements.standaloneQuery<T>(text, params, options);
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#statements.exec(text, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#statements.transaction(callback));
  }

  override listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#listeners.listen(channel, callback, tx);
  }

  override unlisten(channel: string, callback?: (payload: string) => void, tx?: Transaction): Promise<void> {
    return this.#listeners.unlisten(channel, callback, tx);
  }

  override onNotification(callback: (channel: string, payload: string) => void): () => void {
    return this.#listeners.onNotification(callback);
  }

  override offNotification(callback: (channel: string, payload: string) => void): void {
    this.#listeners.offNotification(callback);
  }

  /** Closes the database in the worker (after the running statement or transaction), then the thread. */
  override async close(): Promise<void> {
    await this._checkReady();
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(async () => {
        await this._checkReady();
        this.#calls.markClosing();
      }),
    );
    await this.#calls.close();
  }
}
