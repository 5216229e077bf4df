import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { concatBytes } from './bytes.js';

/** What the statements need of the client they run on (`ThreadedPglite`). */
export type StatementClient = Pick<
  PGlite,
  'serializers' | 'parsers' | 'execProtocolStream' | '_runExclusiveQuery' | '_handleBlob' | 'listen'
>;

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

/**
 * PGlite's query, exec and transaction (its runQuery, runExec and transaction) on a client whose
 * every `execProtocolStream` is a round trip to the worker thread, so each statement is sent in as few
 * calls as the protocol allows: a query with parameters in two (Parse + Describe, then Bind +
 * Describe + Execute + Sync), one without parameters or with the simple protocol in one. The caller
 * checks the client is ready and holds its transaction lock, as `BasePGlite` does.
 */
export class BatchedStatements {
  readonly #client: StatementClient;
  #inTransaction = false;

  constructor(client: StatementClient) {
    this.#client = client;
  }

  /** One statement with the extended protocol (PGlite's runQuery), in one or two calls. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const client = this.#client;
    return client._runExclusiveQuery(async () => {
      if (options?.blob) await client._handleBlob(options.blob);
      const sync = !this.#inTransaction;
      const stream = { syncToFs: false, onNotice: options?.onNotice };
      const parsed = serialize.parse({ text, types: options?.paramTypes });
      let replies: messages.BackendMessage[];
      try {
        if (params.length === 0) {
          replies = await client.execProtocolStream(
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
            described = await client.execProtocolStream(
              concatBytes([parsed, serialize.describe({ type: 'S' })]),
              stream,
            );
          } catch (error) {
            // the backend skips everything up to the next Sync after an error
            await client.execProtocolStream(serialize.sync(), stream).catch(() => {});
            throw error;
          }
          const types = parse.parseDescribeStatementResults(described);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = types[i];
            const serializer =
              type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
            return serializer ? serializer(value) : String(value);
          });
          const rest = await client.execProtocolStream(
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
      return parse.parseResults(replies, client.parsers, options)[0] as Results<T>;
    });
  }

  /** Statements with the simple protocol (PGlite's runExec), in one call. */
  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    const client = this.#client;
    return client._runExclusiveQuery(async () => {
      if (options?.blob) await client._handleBlob(options.blob);
      let replies: messages.BackendMessage[];
      try {
        replies = await client.execProtocolStream(concatBytes([serialize.query(text), serialize.sync()]), {
          syncToFs: !this.#inTransaction,
          onNotice: options?.onNotice,
        });
      } catch (error) {
        throw withQuery(error, text, undefined, options);
      }
      return parse.parseResults(replies, client.parsers, options);
    });
  }

  /** PGlite's transaction, on the statements above. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.exec('BEGIN');
    this.#inTransaction = true;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(text, params, options);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = templateQuery(strings, ...values);
        return this.query<R>(query, params);
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.exec(text, options);
      },
      rollback: async () => {
        open();
        await this.exec('ROLLBACK');
        closed = true;
      },
      listen: async (channel: string, handler: (payload: string) => void) => {
        open();
        return this.#client.listen(channel, handler, tx);
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        const [done] = await this.exec('COMMIT');
        if (done?.command === 'ROLLBACK') throw withQuery(new TransactionAbortedError(), 'COMMIT', undefined);
      }
      this.#inTransaction = false;
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.exec('ROLLBACK');
      }
      this.#inTransaction = false;
      throw error;
    }
  }
}
