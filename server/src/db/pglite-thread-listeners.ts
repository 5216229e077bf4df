import { Mutex, type Transaction } from '@electric-sql/pglite';

/** PGlite's name for a channel (`listen`): unquoted names fold to lower case. */
function toPostgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

/** Runs `LISTEN …` or `UNLISTEN …` in `tx`, or on the client when there is none. */
type ListenStatement = (statement: string, tx?: Transaction) => Promise<unknown>;

/**
 * The LISTEN handlers of `ThreadedPglite` (PGlite's listen, unlisten, onNotification and
 * offNotification): the handlers of each channel and of every channel, called with each notification
 * found in PostgreSQL's answers (`notify`).
 */
export class NotificationListeners {
  readonly #run: ListenStatement;
  readonly #mutex = new Mutex();
  readonly #channels = new Map<string, Set<(payload: string) => void>>();
  readonly #everyChannel = new Set<(channel: string, payload: string) => void>();

  constructor(run: ListenStatement) {
    this.#run = run;
  }

  /** Calls the handlers of `channel` and of every channel, each in its own microtask (as PGlite). */
  notify(channel: string, payload: string): void {
    for (const handler of this.#channels.get(channel) ?? []) queueMicrotask(() => handler(payload));
    for (const handler of this.#everyChannel) queueMicrotask(() => handler(channel, payload));
  }

  listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#mutex.runExclusive(async () => {
      const name = toPostgresName(channel);
      let handlers = this.#channels.get(name);
      if (!handlers) {
        handlers = new Set();
        this.#channels.set(name, handlers);
      }
      handlers.add(callback);
      try {
        await this.#run(`LISTEN ${channel}`, tx);
      } catch (error) {
        handlers.delete(callback);
        if (handlers.size === 0) this.#channels.delete(name);
        throw error;
      }
      return async (unlistenTx?: Transaction) => this.unlisten(name, callback, unlistenTx);
    });
  }

  unlisten(channel: string, callback?: (payload: string) => void, tx?: Transaction): Promise<void> {
    return this.#mutex.runExclusive(async () => {
      const name = toPostgresName(channel);
      const handlers = this.#channels.get(name);
      if (callback) {
        // the channel stays listened to while another handler needs it
        handlers?.delete(callback);
        if (handlers?.size !== 0) return;
      }
      await this.#run(`UNLISTEN ${channel}`, tx);
      if (this.#channels.get(name)?.size === 0) this.#channels.delete(name);
    });
  }

  onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.#everyChannel.add(callback);
    return () => this.#everyChannel.delete(callback);
  }

  offNotification(callback: (channel: string, payload: string) => void): void {
    this.#everyChannel.delete(callback);
  }
}
