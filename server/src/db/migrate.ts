import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client.js';

/** server/migrations (the same place from src/db and from dist/db). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** One `NNN.do.<name>.sql` file. */
export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

/** The `do` migrations in the folder, in version order; two files with one version are an error. */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const file of readdirSync(dir)) {
    const match = /^(\d{3})\.do\.([a-z0-9-_]+)\.sql$/.exec(file);
    if (!match) continue;
    const version = Number(match[1]);
    if (files.some((f) => f.version === version)) throw new Error(`Two migrations with version ${version}`);
    files.push({ version, name: match[2] ?? '', sql: readFileSync(`${dir}/${file}`, 'utf8') });
  }
  return files.sort((a, b) => a.version - b.version);
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;
// Serialises migration runs of several servers starting against one PostgreSQL.
const LOCK_KEY = 7_410_001;
const RECORD = 'INSERT INTO schema_migrations (version, name) VALUES ($1, $2)';
const APPLIED = 'SELECT version FROM schema_migrations';
type Applied = { version: number };

/** The versions an APPLIED query answered (either driver's result). */
const versionsOf = (result: { rows: Applied[] }) => new Set(result.rows.map((r) => r.version));

/** Runs SQL files (multi-statement) on the raw driver under Drizzle. */
interface Runner {
  appliedVersions(): Promise<Set<number>>;
  apply(m: MigrationFile): Promise<void>;
  done(): Promise<void>;
}

function isPglite(client: unknown): client is PGlite {
  return (
    typeof (client as PGlite).exec === 'function' && typeof (client as PGlite).transaction === 'function'
  );
}

async function pgliteRunner(client: PGlite): Promise<Runner> {
  await client.exec(CREATE_TABLE);
  return {
    appliedVersions: async () => versionsOf(await client.query<Applied>(APPLIED)),
    apply: async (m) => {
      await client.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(RECORD, [m.version, m.name]);
      });
    },
    done: async () => {},
  };
}

async function poolRunner(pool: pg.Pool): Promise<Runner> {
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await conn.query(CREATE_TABLE);
  } catch (error) {
    conn.release();
    throw error;
  }
  return {
    appliedVersions: async () => versionsOf(await conn.query<Applied>(APPLIED)),
    apply: async (m) => {
      await conn.query('BEGIN');
      try {
        await conn.query(m.sql);
        await conn.query(RECORD, [m.version, m.name]);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      }
    },
    done: async () => {
      try {
        await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      } finally {
        conn.release();
      }
    },
  };
}

/**
 * Applies the pending `server/migrations/NNN.do.<name>.sql` files in order, each in its own
 * transaction, recording them in `schema_migrations`. Returns the versions it applied.
 */
export async function migrate(
  db: Db,
  dir: string = MIGRATIONS_DIR,
  /** Told before each pending migration runs (n of total pending): start-up progress lines. */
  onApply?: (m: MigrationFile, n: number, total: number) => void,
): Promise<number[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const runner = isPglite(client) ? await pgliteRunner(client) : await poolRunner(client as pg.Pool);
  const applied: number[] = [];
  try {
    const done = await runner.appliedVersions();
    const pending = readMigrations(dir).filter((m) => !done.has(m.version));
    for (const m of pending) {
      onApply?.(m, applied.length + 1, pending.length);
      try {
        await runner.apply(m);
      } catch (error) {
        throw new Error(`Migration ${m.version} (${m.name}) failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(m.version);
    }
  } finally {
    await runner.done();
  }
  return applied;
}
