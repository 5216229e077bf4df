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
  | 'serializers'
  | 'parsers'
  | 'execProtocolStream'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
  | '_handleBlob'
  | 'listen'
> & {
  /** Posts a message to the worker now; resolves with the parsed answer (ThreadedPglite.postProtocol). */
  postProtocol(
    message: Uint8Array,
    options?: { syncToFs?: boolean; onNotice?: QueryOptions['onNotice'] },
  ): Promise<messages.BackendMessage[]>;
};

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
 * Command tags after which the parameter types PostgreSQL infers for a statement text cannot have
 * changed (data, transaction control, session and read-only commands). Any other tag (CREATE, ALTER,
 * DROP, DO, …) may change a column's or a function's type, and empties the cache of those types.
 */
const KEEPS_TYPES =
  /^(SELECT|INSERT|UPDATE|DELETE|MERGE|BEGIN|START|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SHOW|SET|RESET|LISTEN|UNLISTEN|NOTIFY|EXPLAIN|FETCH|MOVE|COPY|VALUES|LOCK|ANALYZE|VACUUM)\b/;

/**
 * The SQLSTATE of the notice PostgreSQL sends after every DDL command, wherever it runs (a function
 * called by a SELECT, a DO block): the event trigger `TYPES_MAY_CHANGE_SQL` installs. A reply with it
 * empties the cache of parameter types as a type-changing command tag does.
 */
export const TYPES_MAY_CHANGE_CODE = 'OPTYP';

/**
 * Installs (once per data dir) the event trigger that raises that notice at the end of every DDL
 * command. A command tag alone does not show a DDL command run by a function a SELECT calls (pg-boss's
 * `SELECT create_queue(…)` creates a table). PGlite runs event triggers; PostgreSQL (a pool) keeps no
 * such cache and never gets it.
 */
export const TYPES_MAY_CHANGE_SQL = `DO $install$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_event_trigger WHERE evtname = 'opsdeck_types_may_change') THEN
    CREATE OR REPLACE FUNCTION public.opsdeck_types_may_change() RETURNS event_trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE NOTICE USING MESSAGE = 'types may have changed: ' || tg_tag, ERRCODE = '${TYPES_MAY_CHANGE_CODE}';
      END $fn$;
    CREATE EVENT TRIGGER opsdeck_types_may_change ON ddl_command_end
      EXECUTE FUNCTION public.opsdeck_types_may_change();
  END IF;
END $install$`;

/** Statement texts that cannot change a type (a data statement, or one that only reads). */
const PLAIN_DATA = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|VALUES|EXPLAIN|MERGE)\b/i;

/** Distinct statement texts whose parameter types are remembered (past it the cache starts again). */
const MAX_DESCRIBED = 1000;

/** A statement posted to the worker: the replies already read, and the answer still to come. */
interface Posted {
  described: messages.BackendMessage[];
  answer: Promise<messages.BackendMessage[]>;
}

/**
 * PGlite's query, exec and transaction (its runQuery, runExec and transaction) on a client whose
 * every call is a round trip to the worker thread, so each statement is sent in as few calls as the
 * protocol allows: ONE self-contained call (Parse + Bind + Describe + Execute + Sync) when it has no
 * parameters or its text's parameter types are already known (remembered from an earlier Describe of
 * the same text, forgotten after any statement that may change a type), else two (Parse + Describe,
 * then Bind + Describe + Execute + Sync). The simple protocol (`exec`) is one call.
 *
 * A statement outside a transaction (`standaloneQuery`) holds the client's two locks only until its
 * last call is posted to the worker (decision 0009): the worker runs posted calls one at a time in
 * order, and each call ends with Sync, so nothing can run between its messages, and a transaction
 * that takes the locks after it starts after it in the worker. Its answer is then parsed without the
 * locks, while the worker already runs the next statement. Inside a transaction (`query`, `exec`,
 * the callback's `tx`) everything stays under the locks, as in `BasePGlite`.
 */
export class BatchedStatements {
  readonly #client: StatementClient;
  #inTransaction = false;
  /** Parameter types per statement text (and requested types), from PostgreSQL's Describe. */
  readonly #paramTypes = new Map<string, number[]>();

  constructor(client: StatementClient) {
    this.#client = client;
  }

  /**
   * Forgets the remembered parameter types when a reply's command may have changed a type: its tag,
   * or the notice of a DDL command run inside it (by a function a SELECT calls).
   */
  #checkTypes(replies: readonly messages.BackendMessage[]): void {
    for (const m of replies) {
      if (
        (m instanceof messages.CommandCompleteMessage && !KEEPS_TYPES.test(m.text)) ||
        (m instanceof messages.NoticeMessage && m.code === TYPES_MAY_CHANGE_CODE)
      ) {
        this.#paramTypes.clear();
        return;
      }
    }
  }

  /**
   * Posts one statement (the caller holds the query lock): a Parse + Describe call first when its
   * parameter types are not known yet, then the call that runs it, whose answer is not awaited here.
   */
  async #post(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
  ): Promise<Posted> {
    const client = this.#client;
    if (options?.blob) await client._handleBlob(options.blob);
    const stream = { syncToFs: false, onNotice: options?.onNotice };
    const parsed = serialize.parse({ text, types: options?.paramTypes });
    const run = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    // a statement that may change types forgets them before it is posted too: its answer may be
    // parsed after later statements were posted
    if (!PLAIN_DATA.test(text)) this.#paramTypes.clear();
    if (params.length === 0) {
      const message = concatBytes([parsed, serialize.bind({ values: [] }), ...run]);
      return { described: [], answer: client.postProtocol(message, { ...stream, syncToFs: sync }) };
    }
    const key = options?.paramTypes ? `${text}\u0000${options.paramTypes.join(',')}` : text;
    let types = this.#paramTypes.get(key);
    let described: messages.BackendMessage[] = [];
    const parseSent = !types;
    if (!types) {
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
      types = parse.parseDescribeStatementResults(described);
      if (this.#paramTypes.size >= MAX_DESCRIBED) this.#paramTypes.clear();
      this.#paramTypes.set(key, types);
      described = described.filter((m) => m.name === 'parseComplete');
    }
    const known = types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = known[i];
      const serializer =
        type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
      return serializer ? serializer(value) : String(value);
    });
    const bind = serialize.bind({ values });
    // Parse went with the Describe call; else it goes with Bind, in the one call
    const message = concatBytes(parseSent ? [bind, ...run] : [parsed, bind, ...run]);
    return { described, answer: client.postProtocol(message, { ...stream, syncToFs: sync }) };
  }

  /** The result of a posted statement, once its answer has come. */
  async #result<T>(
    posted: Posted,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    let replies: messages.BackendMessage[];
    try {
      replies = [...posted.described, ...(await posted.answer)];
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
    this.#checkTypes(replies);
    return parse.parseResults(replies, this.#client.parsers, options)[0] as Results<T>;
  }

  /**
   * One statement with the extended protocol (PGlite's runQuery) inside a transaction: the caller
   * holds the transaction lock; the query lock is held until the answer is parsed.
   */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#client._runExclusiveQuery(async () => {
      const posted = await this.#post(text, params, options, !this.#inTransaction).catch((error: unknown) => {
        throw withQuery(error, text, params, options);
      });
      return this.#result<T>(posted, text, params, options);
    });
  }

  /**
   * One statement outside any transaction (the client's `query`): it waits for an open transaction
   * and holds both locks while it is posted, then its answer is parsed without them.
   */
  async standaloneQuery<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const client = this.#client;
    const posted = await client
      ._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => this.#post(text, params, options, true)),
      )
      .catch((error: unknown) => {
        throw withQuery(error, text, params, options);
      });
    return this.#result<T>(posted, text, params, options);
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
      this.#checkTypes(replies);
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
