import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';

/**
 * pg-boss 10 on the server's own database (docs/decisions/0005-reissue-jobs.md): the statements it
 * runs, the schema it owns, and the two things the engine does to pg-boss's tables itself (the
 * chunks' heartbeat and the sweep of chunks whose heartbeat stopped), which pg-boss 10 lacks.
 */

/** pg-boss's schema (its tables, queue partitions and functions). */
export const BOSS_SCHEMA = 'pgboss';

/** The schema version of the installed pg-boss (10.4.x: 24); pg-boss 12.38 left 46. */
export const BOSS_SCHEMA_VERSION: number = (
  createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }
).schema;

/**
 * pg-boss's connection to the server's database. On PostgreSQL its statements go to the server's
 * `pg` pool. On PGlite they go to the server's PGlite instance: a statement with parameters to
 * `query`; pg-boss's multi-statement scripts (its schema, and its `BEGIN … COMMIT` blocks under an
 * advisory lock) have none and go to `exec`, whose results' rows are joined as node-postgres would
 * not (pg-boss reads no rows of those). PGlite has one connection, so a script that failed inside
 * its transaction would leave the connection aborted for every later query: it is rolled back.
 */
export function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        if (values && values.length > 0) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (err) {
        await pglite.query('ROLLBACK').catch(() => {});
        throw err;
      }
    },
  };
}

/** pg-boss's own advisory lock around its schema's creation and migration (plans.advisoryLock). */
const BOSS_LOCK = `pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.${BOSS_SCHEMA}')::bytea), 'hex'))::bit(64)::bigint)`;

/**
 * A data dir or database used by an earlier OpsDeck holds pg-boss 12's schema (12.38: version 46),
 * which pg-boss 10 neither migrates nor refuses: it would run its statements against tables of
 * another shape. Such a schema is dropped, under pg-boss's own lock and checked again under it (so
 * several processes starting at once drop it once, and none drops the schema another has just
 * created), and pg-boss then creates its own. Nothing is lost: a job's state lives in OpsDeck's
 * tables (`reissue_jobs`, `reissue_job_rows`), and the engine queues the chunks of open jobs again
 * when it starts. Resolves with the version dropped, or null.
 */
export async function dropNewerBossSchema(db: PgBoss.Db): Promise<number | null> {
  const found = await db.executeSql(`SELECT to_regclass('${BOSS_SCHEMA}.version') AS name`, []);
  if (!found.rows[0]?.name) return null;
  const installed = await db.executeSql(
    `SELECT max(version)::int AS version FROM ${BOSS_SCHEMA}.version`,
    [],
  );
  const version = installed.rows[0]?.version as number | null;
  if (version === null || version <= BOSS_SCHEMA_VERSION) return null;
  await db.executeSql(
    `DO $$ DECLARE v int; BEGIN
       PERFORM ${BOSS_LOCK};
       IF to_regclass('${BOSS_SCHEMA}.version') IS NOT NULL THEN
         EXECUTE 'SELECT max(version) FROM ${BOSS_SCHEMA}.version' INTO v;
         IF v > ${BOSS_SCHEMA_VERSION} THEN EXECUTE 'DROP SCHEMA ${BOSS_SCHEMA} CASCADE'; END IF;
       END IF;
     END $$`,
    [],
  );
  return version;
}

/** A running chunk's heartbeat: its start time moves to now (pg-boss expires an active job from it). */
export async function beat(db: PgBoss.Db, queue: string, id: string): Promise<void> {
  await db.executeSql(
    `UPDATE ${BOSS_SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`,
    [queue, id],
  );
}

/** The active chunks whose heartbeat is older than `seconds` (0: every active chunk). */
export async function staleChunks(db: PgBoss.Db, queue: string, seconds: number): Promise<string[]> {
  const { rows } = await db.executeSql(
    `SELECT id FROM ${BOSS_SCHEMA}.job
      WHERE name = $1 AND state = 'active' AND started_on <= now() - $2::int * interval '1 second'`,
    [queue, seconds],
  );
  return rows.map((r: { id: string }) => r.id);
}
