import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  messages,
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { concatBytes } from './bytes.js';

/**
 * PGlite with its database in a worker thread. PGlite runs PostgreSQL (WebAssembly) in the thread
 * that calls it, so in-process every statement holds the server's event loop: HTTP parsing,
 * validation and serialization never overlap a query although the machine has more cores. Here a
 * worker thread owns the real PGlite (pglite-thread.js) and this class, in the main thread, is
 * PGlite's own `BasePGlite` (query, exec, transaction, describeQuery, its locks) on top of
 * `execProtocolRaw`, which sends the wire-protocol bytes to the worker and gets PostgreSQL's answer
 * back. Parsing (rows, parsers, errors as `DatabaseError`, notices, notifications for `listen`)
 * stays here, exactly as in-process PGlite does it, so Drizzle's pglite driver, prepared.ts and
 * transactions work unchanged.
 *
 * One difference from `BasePGlite`: `query`, `exec` and `transaction` send each statement in as few
 * calls as the protocol allows (a query with parameters: Parse + Describe, then Bind + Describe +
 * Execute + Sync; without: all in one), since each call is a round trip between threads.
 *
 * Not supported here (unused by the server): `/dev/blob` (COPY to or from a blob), `dumpDataDir`,
 * `clone`, `execProtocolRawSync`; backup and restore open the data dir themselves.
 */

/** PGlite's own abstract base class (not exported by name; PGlite extends it). */
const BasePGlite = Object.getPrototypeOf(PGlite) as typeof PGlite;
if (typeof BasePGlite?.prototype?.describeQuery !== 'function') {
  throw new Error('this PGlite version has no BasePGlite to build the worker client on');
}

/** What the worker thread answers. */
type Reply =
  | { ready: true }
  | { failed: { message: string; stack?: string } }
  | { id: number; data?: Uint8Array; error?: { message: string; stack?: string } };

type Request = { op: 'raw'; data: Uint8Array; sync: boolean } | { op: 'sync' } | { op: 'close' };

/** Options of `ThreadedPglite.start`. */
export interface ThreadedPgliteOptions {
  /** The PGlite data directory (`<DATA_DIR>/pg`); created if missing. */
  dir: string;
  /** PGlite's start parameters (`-c shared_buffers=…`). */
  startParams: string[];
  /** Names of `@electric-sql/pglite/contrib/<name>` extensions the worker loads (`pg_trgm`). */
  extensions: string[];
}

/** PGlite's name for a channel (`listen`): unquoted names fold to lower case. */
function toPostgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

/** A DatabaseError with the statement that raised it (what PGlite adds to its errors). */
function withQuery(error: unknown, query: string, params: unknown[] | undefined, options?: QueryOptions) {
  if (error instanceof messages.DatabaseError) {
    const e = error as messages.DatabaseError & {
      query?: string;
      params?: unknown[];
      queryOptions?: unknown;
    };
    e.query = query;
    e.params = params;
    e.queryOptions = options;
  }
  return error;
}

const { serialize } = protocol;

export class ThreadedPglite extends BasePGlite {
  override readonly debug = 0;
  override readonly waitReady: Promise<void>;
  override readonly dataDir: string;

  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (data?: Uint8Array) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  #exitError: Error | null = null;
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  readonly #listenMutex = new Mutex();
  #parser = new protocol.Parser();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #globalListeners = new Set<(channel: string, payload: string) => void>();
  #inTransaction = false;
  #ready = false;
  #closing = false;
  #closed = false;

  private constructor(opts: ThreadedPgliteOptions) {
    super();
    this.dataDir = opts.dir;
    mkdirSync(opts.dir, { recursive: true });
    this.#worker = new Worker(new URL('./pglite-thread.js', import.meta.url), {
      workerData: { dir: opts.dir, startParams: opts.startParams, extensions: opts.extensions },
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if ('ready' in reply) {
          this.#ready = true;
          if (this.#pending.size === 0) this.#worker.unref();
          resolve();
        } else if ('failed' in reply) reject(Object.assign(new Error(reply.failed.message), reply.failed));
        else this.#settle(reply);
      };
      this.#worker.on('message', onMessage);
      this.#worker.once('error', (error) => {
        this.#exitError = error;
        reject(error);
      });
      this.#worker.once('exit', (code) => {
        const error = this.#exitError ?? new Error(`the PGlite worker thread stopped (exit code ${code})`);
        const unexpected = this.#ready && !this.#closing && !this.#closed;
        this.#closed = true;
        reject(error);
        for (const { reject: fail } of this.#pending.values()) fail(error);
        this.#pending.clear();
        // The database is gone while the server runs (the thread crashed, or ran out of memory):
        // end the process as a crash of in-process PGlite would, rather than answer 500 to every
        // request; whoever supervises it starts it again on the same data dir.
        if (unexpected) {
          process.nextTick(() => {
            throw error;
          });
        }
      });
    });
    // the thread keeps the process alive while it opens the data and while a call is in flight, as
    // in-process PGlite does (see #call and #settle); an idle one does not
  }

  /** Starts the worker thread, opens the data dir there and reads the array types (as PGlite.create). */
  static async start(opts: ThreadedPgliteOptions): Promise<ThreadedPglite> {
    const pg = new ThreadedPglite(opts);
    try {
      await pg.waitReady;
      await pg._initArrayTypes();
    } catch (error) {
      await pg.#worker.terminate();
      throw error;
    }
    return pg;
  }

  #settle(reply: { id: number; data?: Uint8Array; error?: { message: string; stack?: string } }): void {
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.data);
  }

  #call(request: Request): Promise<Uint8Array | undefined> {
    if (this.#closed) return Promise.reject(this.#exitError ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  override get ready(): boolean {
    return this.#ready && !this.#closing && !this.#closed;
  }

  override get closed(): boolean {
    return this.#closed;
  }

  override async _checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
    if (!this.#ready) await this.waitReady;
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  override async execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    return (await this.#call({ op: 'raw', data: message, sync: syncToFs })) ?? new Uint8Array(0);
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
        const { channel, payload } = msg;
        for (const handler of this.#listeners.get(channel) ?? []) queueMicrotask(() => handler(payload));
        for (const handler of this.#globalListeners) queueMicrotask(() => handler(channel, payload));
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

  override async execProtocolStream(
    message: Uint8Array,
    options: ExecProtocolOptions = {},
  ): Promise<messages.BackendMessage[]> {
    return this.#messages(await this.execProtocolRaw(message, options), options);
  }

  override async syncToFs(): Promise<void> {
    await this.#call({ op: 'sync' });
  }

  override async _handleBlob(blob?: File | Blob): Promise<void> {
    if (blob) throw new Error('COPY with /dev/blob is not supported on the PGlite worker thread');
  }

  override async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  override async _cleanupBlob(): Promise<void> {}

  /** One statement with the extended protocol (PGlite's runQuery), in one or two calls. */
  async #runQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      if (options?.blob) await this._handleBlob(options.blob);
      const sync = !this.#inTransaction;
      const stream = { syncToFs: false, onNotice: options?.onNotice };
      const parsed = serialize.parse({ text, types: options?.paramTypes });
      let replies: messages.BackendMessage[];
      try {
        if (params.length === 0) {
          replies = await this.execProtocolStream(
            concatBytes([
              parsed,
              serialize.bind({ values: [] }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { ...stream, syncToFs: sync },
          );
        } else {
          let described: messages.BackendMessage[];
          try {
            described = await this.execProtocolStream(
              concatBytes([parsed, serialize.describe({ type: 'S' })]),
              stream,
            );
          } catch (error) {
            // the backend skips everything up to the next Sync after an error
            await this.execProtocolStream(serialize.sync(), stream).catch(() => {});
            throw error;
          }
          const types = parse.parseDescribeStatementResults(described);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = types[i];
            const serializer =
              type === undefined ? undefined : (options?.serializers?.[type] ?? this.serializers[type]);
            return serializer ? serializer(value) : String(value);
          });
          const rest = await this.execProtocolStream(
            concatBytes([
              serialize.bind({ values }),
              serialize.describe({ type: 'P' }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { ...stream, syncToFs: sync },
          );
          replies = [...described.filter((m) => m.name === 'parseComplete'), ...rest];
        }
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
      return parse.parseResults(replies, this.parsers, options)[0] as Results<T>;
    });
  }

  /** Statements with the simple protocol (PGlite's runExec), in one call. */
  async #runExec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveQuery(async () => {
      if (options?.blob) await this._handleBlob(options.blob);
      let replies: messages.BackendMessage[];
      try {
        replies = await this.execProtocolStream(concatBytes([serialize.query(text), serialize.sync()]), {
          syncToFs: !this.#inTransaction,
          onNotice: options?.onNotice,
        });
      } catch (error) {
        throw withQuery(error, text, undefined, options);
      }
      return parse.parseResults(replies, this.parsers, options);
    });
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runQuery<T>(text, params, options));
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runExec(text, options));
  }

  /** PGlite's transaction, on the statements above. */
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      await this.#runExec('BEGIN');
      this.#inTransaction = true;
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#runQuery<R>(text, params, options);
        },
        sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
          open();
          const { query, params } = templateQuery(strings, ...values);
          return this.#runQuery<R>(query, params);
        },
        exec: async (text: string, options?: QueryOptions) => {
          open();
          return this.#runExec(text, options);
        },
        rollback: async () => {
          open();
          await this.#runExec('ROLLBACK');
          closed = true;
        },
        listen: async (channel: string, handler: (payload: string) => void) => {
          open();
          return this.listen(channel, handler, tx);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [done] = await this.#runExec('COMMIT');
          if (done?.command === 'ROLLBACK')
            throw withQuery(new TransactionAbortedError(), 'COMMIT', undefined);
        }
        this.#inTransaction = false;
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#runExec('ROLLBACK');
        }
        this.#inTransaction = false;
        throw error;
      }
    });
  }

  override async listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#listenMutex.runExclusive(async () => {
      const name = toPostgresName(channel);
      let handlers = this.#listeners.get(name);
      if (!handlers) {
        handlers = new Set();
        this.#listeners.set(name, handlers);
      }
      handlers.add(callback);
      try {
        await (tx ?? this).exec(`LISTEN ${channel}`);
      } catch (error) {
        handlers.delete(callback);
        if (handlers.size === 0) this.#listeners.delete(name);
        throw error;
      }
      return async (unlistenTx?: Transaction) => this.unlisten(name, callback, unlistenTx);
    });
  }

  override async unlisten(
    channel: string,
    callback?: (payload: string) => void,
    tx?: Transaction,
  ): Promise<void> {
    return this.#listenMutex.runExclusive(async () => {
      const name = toPostgresName(channel);
      const handlers = this.#listeners.get(name);
      if (callback) {
        // the channel stays listened to while another handler needs it
        handlers?.delete(callback);
        if (handlers?.size !== 0) return;
      }
      await (tx ?? this).exec(`UNLISTEN ${channel}`);
      if (this.#listeners.get(name)?.size === 0) this.#listeners.delete(name);
    });
  }

  override onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.#globalListeners.add(callback);
    return () => this.#globalListeners.delete(callback);
  }

  override offNotification(callback: (channel: string, payload: string) => void): void {
    this.#globalListeners.delete(callback);
  }

  /** Closes the database in the worker (after the running statement or transaction), then the thread. */
  override async close(): Promise<void> {
    await this._checkReady();
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(async () => {
        await this._checkReady();
        this.#closing = true;
      }),
    );
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    try {
      await this.#call({ op: 'close' });
      // the caller waits for the thread to end: an unref'd one would let the process end first, with
      // whatever exit code it had, before the caller's own `process.exit(code)`
      this.#worker.ref();
      await exited;
    } finally {
      this.#closed = true;
      this.#closing = false;
    }
  }
}
