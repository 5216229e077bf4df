import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { PgListeners } from './listen.js';
import { ThreadedPglite } from './pglite-thread-client.js';
import { trackTransactions } from './prepared.js';
import * as schema from './schema/index.js';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: the handler gets each NOTIFY payload once its transaction commits (from
   * this process or, on PostgreSQL, any other). Resolves with the function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Options of `openDatabase`; `pglite` lets tests start from a prepared PGlite instance. */
export interface OpenDatabaseOptions {
  /** postgres:// URL: use PostgreSQL through a `pg` pool. */
  url?: string;
  /** PGlite data directory root (the data lives in `<dataDir>/pg`); null or undefined = in memory. */
  dataDir?: string | null;
  /** An already created PGlite instance to wrap (tests, the start-up worker). */
  pglite?: PGlite;
  /** The data dir's lock, already taken by the caller (server.ts takes it before it listens). */
  lock?: DataDirLock;
  /**
   * Runs the PGlite of `dataDir` in a worker thread (pglite-thread-client.ts) rather than in this one,
   * so that this thread's event loop keeps serving while a statement runs (the server's default).
   */
  thread?: boolean;
}

/**
 * PGlite's PostgreSQL runs inside the process's WebAssembly memory, so its shared buffers are
 * resident memory of the server. PostgreSQL's default (128 MB) held most of an idle server's
 * 360 MB; 16 MB keeps the hot pages of the demo data, and the operating system's file cache
 * still serves the rest of the files.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The extensions the migrations create (021: pg_trgm, for the nickname search index). PGlite loads an
 * extension's code only when it is given here, so every PGlite that opens the data passes them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens the PGlite data at `<dataDir>/pg` with the server's parameters and extensions (no lock). */
export async function createPglite(dataDir: string): Promise<PGlite> {
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
}

/**
 * The same data, parameters and extensions as `createPglite`, with PostgreSQL in a worker thread: the
 * client has PGlite's API (Drizzle's pglite driver, prepared.ts and transactions take it as a PGlite).
 */
export async function createThreadedPglite(dataDir: string): Promise<PGlite> {
  const pg = await ThreadedPglite.start({
    dir: join(dataDir, 'pg'),
    startParams: PGLITE_START_PARAMS,
    extensions: Object.keys(PGLITE_EXTENSIONS),
  });
  return pg as unknown as PGlite;
}

/** Opens PostgreSQL when a URL is given, else PGlite at `<dataDir>/pg` (or in memory). */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Fail fast on a wrong URL rather than on the first request.
    const conn = await pool.connect();
    conn.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const listeners = new PgListeners(opts.url);
    return {
      db,
      kind: 'postgres',
      listen: (channel, handler) => listeners.listen(channel, handler),
      close: async () => {
        await listeners.close();
        await pool.end();
      },
    };
  }
  let client = opts.pglite;
  // one process per data dir (data-dir-lock.ts): taken before PGlite reads a page of it
  let lock: DataDirLock | null = null;
  if (!client) {
    if (opts.dataDir) {
      lock = opts.lock ?? lockDataDir(opts.dataDir);
      try {
        client = opts.thread ? await createThreadedPglite(opts.dataDir) : await createPglite(opts.dataDir);
      } catch (error) {
        lock.release();
        throw error;
      }
    } else {
      client = await PGlite.create({ startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    }
  }
  const pglite = client;
  trackTransactions(pglite);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, handler) => pglite.listen(channel, handler),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
