import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract as extractTar } from 'tar';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { PG_TOOLS_HINT, runProgram } from './backup.js';
import {
  type BackupManifest,
  MANIFEST_FILE,
  PG_DUMP_FILE,
  PGLITE_DUMP_FILE,
  parseManifest,
  UPLOADS_FOLDER,
} from './manifest.js';

/** What to restore and where to. */
export interface RestoreOptions {
  /** The backup file. */
  file: string;
  /** DATA_DIR: where the embedded database (unless `databaseUrl`) and the uploads go. */
  dataDir: string;
  /** An empty PostgreSQL database to restore into instead. */
  databaseUrl?: string | undefined;
  log?: (line: string) => void;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

const COUNTS_SQL = `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM orders) AS orders,
  (SELECT count(*) FROM coin_ledger) AS coin_ledger`;

/** Checks the restored database holds what the manifest says it should. */
function checkCounts(manifest: BackupManifest, row: Record<string, unknown> | undefined): void {
  const found = {
    members: Number(row?.members),
    orders: Number(row?.orders),
    coinLedger: Number(row?.coin_ledger),
  };
  const { uploads: _uploads, ...expected } = manifest.counts;
  for (const [key, value] of Object.entries(expected)) {
    if (found[key as keyof typeof found] !== value) {
      throw new Error(
        `The restored database has ${found[key as keyof typeof found]} ${key}, the backup ${value}.`,
      );
    }
  }
}

async function restorePglite(dataDir: string, staging: string, manifest: BackupManifest): Promise<void> {
  const dir = join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  try {
    const dump = readFileSync(join(staging, PGLITE_DUMP_FILE));
    const pglite = await PGlite.create(dir, { loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    try {
      checkCounts(manifest, (await pglite.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
    } finally {
      await pglite.close();
    }
  } catch (error) {
    // leave the data dir as empty as it was, so the restore can be run again
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function publicTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, staging: string, manifest: BackupManifest): Promise<void> {
  // one transaction: a failed restore leaves the database empty
  await runProgram(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      join(staging, PG_DUMP_FILE),
    ],
    PG_TOOLS_HINT,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    checkCounts(manifest, (await client.query<Record<string, unknown>>(COUNTS_SQL)).rows[0]);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty data dir (the embedded database and the uploads) or an empty
 * PostgreSQL database (with the uploads into DATA_DIR/uploads). Anything not empty is refused and
 * left as it was.
 */
export async function restore(opts: RestoreOptions): Promise<BackupManifest> {
  const log = opts.log ?? (() => {});
  if (!existsSync(opts.file)) throw new Error(`No such backup file: ${opts.file}`);
  const lock = opts.databaseUrl ? null : lockDataDir(opts.dataDir);
  const staging = mkdtempSync(join(tmpdir(), 'opsdeck-restore-'));
  try {
    log(`Reading ${opts.file} …`);
    await extractTar({ file: opts.file, cwd: staging, strict: true });
    if (!existsSync(join(staging, MANIFEST_FILE)))
      throw new Error('Not an OpsDeck backup file (no manifest.json).');
    const manifest = parseManifest(readFileSync(join(staging, MANIFEST_FILE), 'utf8'));
    const target = opts.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new Error(
        manifest.database === 'pglite'
          ? 'This backup is of an embedded database (PGlite): restore it into an empty DATA_DIR, without DATABASE_URL.'
          : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL naming an empty database.',
      );
    }
    const uploads = join(opts.dataDir, UPLOADS_FOLDER);
    const pgDir = join(opts.dataDir, 'pg');
    if (opts.databaseUrl) {
      if ((await publicTables(opts.databaseUrl)) > 0) {
        throw new Error('The database of DATABASE_URL is not empty: restore into an empty database.');
      }
    } else if (!isEmptyDir(pgDir)) {
      throw new Error(`${opts.dataDir} already holds a database: restore into an empty DATA_DIR.`);
    }
    if (!isEmptyDir(uploads)) throw new Error(`${uploads} is not empty: restore into an empty data dir.`);
    if (opts.databaseUrl) {
      log('Restoring PostgreSQL (pg_restore) …');
      await restorePostgres(opts.databaseUrl, staging, manifest);
    } else {
      log(`Restoring the embedded database into ${pgDir} …`);
      await restorePglite(opts.dataDir, staging, manifest);
    }
    if (existsSync(join(staging, UPLOADS_FOLDER))) {
      log('Copying the uploads …');
      cpSync(join(staging, UPLOADS_FOLDER), uploads, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock?.release();
  }
}
