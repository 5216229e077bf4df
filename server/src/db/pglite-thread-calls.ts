import { Worker } from 'node:worker_threads';

/** What the worker thread (pglite-thread.js) answers. */
type Reply =
  | { ready: true }
  | { failed: { message: string; stack?: string } }
  | { id: number; data?: Uint8Array; error?: { message: string; stack?: string } };

/** What it is asked: wire-protocol bytes to run, a sync of the data dir, or to close. */
type Request = { op: 'raw'; data: Uint8Array; sync: boolean } | { op: 'sync' } | { op: 'close' };

/** What the worker thread is started with. */
export interface WorkerStart {
  /** The PGlite data directory (`<DATA_DIR>/pg`), which exists. */
  dir: string;
  /** PGlite's start parameters (`-c shared_buffers=…`). */
  startParams: string[];
  /** Names of `@electric-sql/pglite/contrib/<name>` extensions the worker loads (`pg_trgm`). */
  extensions: string[];
}

/**
 * The calls from the main thread to the worker thread that owns the PGlite: each request gets an id
 * and a promise settled by the worker's answer. The thread keeps the process alive while it opens the
 * data and while a call is in flight, as in-process PGlite does; an idle one does not. A thread that
 * stops fails every call in flight, and while the database is open (not closing) ends the process.
 */
export class WorkerCalls {
  /** Resolves once the worker has opened the data dir; rejects when it cannot. */
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (data?: Uint8Array) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  #exitError: Error | null = null;
  #opened = false;
  #closing = false;
  #closed = false;

  constructor(start: WorkerStart) {
    this.#worker = new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData: start });
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if ('ready' in reply) {
          this.#opened = true;
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
        const unexpected = this.#opened && !this.#closing && !this.#closed;
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
  }

  /** The worker has opened the data dir. */
  get opened(): boolean {
    return this.#opened;
  }

  /** Calls sent and not answered yet. */
  get inFlight(): number {
    return this.#pending.size;
  }

  /** `close` has begun and not ended. */
  get closing(): boolean {
    return this.#closing;
  }

  /** The thread has stopped, or `close` has ended. */
  get closed(): boolean {
    return this.#closed;
  }

  /** From now on, the thread stopping is a close rather than a crash. */
  markClosing(): void {
    this.#closing = true;
  }

  #settle(reply: { id: number; data?: Uint8Array; error?: { message: string; stack?: string } }): void {
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.data);
  }

  /** Sends `request` and resolves with the worker's answer (PostgreSQL's bytes for `raw`). */
  call(request: Request): Promise<Uint8Array | undefined> {
    if (this.#closed) return Promise.reject(this.#exitError ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  /** Stops the thread at once (a start that failed). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  /** Asks the worker to close the database and waits for the thread to end. */
  async close(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()));
    try {
      await this.call({ op: 'close' });
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
