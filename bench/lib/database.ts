import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, openDatabase, PGLITE_EXTENSIONS } from '../../server/src/db/client.js';
import { lockDataDir } from '../../server/src/db/data-dir-lock.js';
import { PgListeners } from '../../server/src/db/listen.js';
import { migrate } from '../../server/src/db/migrate.js';
import * as schema from '../../server/src/db/schema/index.js';
import { queryRows } from '../../server/src/db/sql.js';
import { seedBusiness } from '../../server/src/seed/business.js';
import { seedContent } from '../../server/src/seed/content.js';
import { seedCore } from '../../server/src/seed/core.js';
import { seedIfEmpty } from '../../server/src/seed/index.js';
import type { Queryable } from './capture.js';

/** An open bench database with its raw driver (for the direct-SQL floor). */
export interface BenchDatabase {
  database: Database;
  raw: Queryable;
  label: string;
}

/** Opens PGlite at `<dataDir>/pg` (the server's layout) or PostgreSQL at `url`. */
export async function openBenchDatabase(
  target: { dataDir: string } | { url: string },
): Promise<BenchDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 16 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const listeners = new PgListeners(target.url);
    const close = async () => {
      await listeners.close();
      await pool.end();
    };
    return {
      database: { db, kind: 'postgres', listen: (c, h) => listeners.listen(c, h), close },
      raw: pool as unknown as Queryable,
      label: 'PostgreSQL',
    };
  }
  // one process per data dir, as the server; released when the bench closes it, since the benches
  // then start the server on the same data dir
  const lock = lockDataDir(target.dataDir);
  mkdirSync(join(target.dataDir, 'pg'), { recursive: true });
  const pglite = await PGlite.create(join(target.dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS });
  const opened = await openDatabase({ pglite });
  const database: Database = {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
  return { database, raw: pglite as unknown as Queryable, label: 'PGlite' };
}

async function memberCount(db: Db): Promise<number> {
  try {
    const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM members`);
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Migrates and, when the database has no members yet, seeds it with the demo generator at the
 * given sizes (the same code as `npm run seed -- --members N --orders N`: core, business, content),
 * then VACUUM ANALYZE so the planner has statistics and index-only scans see an up-to-date
 * visibility map.
 */
export async function ensureSeeded(
  bench: BenchDatabase,
  sizes: { members: number; orders: number },
  log: (line: string) => void,
): Promise<'reused' | 'seeded'> {
  const { db } = bench.database;
  await migrate(db);
  const existing = await memberCount(db);
  if (existing > 0) {
    log(`${bench.label}: reusing the seeded database (${existing} members)`);
    return 'reused';
  }
  log(`${bench.label}: seeding ${sizes.members} members and ${sizes.orders} orders…`);
  const started = Date.now();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [op] = await queryRows<{ n: string | number }>(
      tx as unknown as Db,
      sql`SELECT count(*) AS n FROM operators`,
    );
    if (Number(op?.n ?? 0) === 0) await seedCore(tx as unknown as Db, { now });
    await seedBusiness(tx as unknown as Db, {
      ...sizes,
      now,
      onProgress: (done, all) => {
        if (done % 20_000 === 0 || done === all)
          log(`  ${done}/${all} members, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      },
    });
    // the wallpapers and templates the unlocks refer to (ids 1..500 and 1..120), as `npm run seed`
    // seeds them: without them the workplace's popular panel joins nothing and costs nothing
    await seedContent(tx as unknown as Db, { now });
  });
  await db.execute(sql`VACUUM ANALYZE`);
  if (bench.database.kind === 'pglite') await db.execute(sql`CHECKPOINT`);
  log(`${bench.label}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return 'seeded';
}

/** True when a PGlite data dir already exists at `<dataDir>/pg`. */
export function hasPgliteData(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pg', 'PG_VERSION'));
}

/**
 * PGlite in this process, migrated and holding the demo seed (seeded when empty): at `<dataDir>/pg`
 * under the data dir's lock (one process per data dir; released at exit), or in memory. For the
 * in-process CPU benches, which also use the raw PGlite handle.
 */
export async function openDemoPglite(dataDir?: string): Promise<{ pglite: PGlite; database: Database }> {
  if (dataDir) lockDataDir(dataDir);
  const pglite = dataDir
    ? await PGlite.create(join(dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS })
    : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  return { pglite, database };
}
