import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { create as createTar } from 'tar';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  MANIFEST_FILE,
  PG_DUMP_FILE,
  PGLITE_DUMP_FILE,
  UPLOADS_FOLDER,
} from './manifest.js';

/** Where to back up from and to. */
export interface BackupOptions {
  /** DATA_DIR: the embedded database (`<dataDir>/pg`, unless `databaseUrl`) and the uploads. */
  dataDir: string;
  /** PostgreSQL to dump instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** The backup file to write (written aside, then renamed: never half a file under this name). */
  out: string;
  /** Progress lines for a person. */
  log?: (line: string) => void;
}

type Counts = BackupManifest['counts'];
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const COUNTS_SQL = `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM orders) AS orders,
  (SELECT count(*) FROM coin_ledger) AS coin_ledger, (SELECT max(version) FROM schema_migrations) AS migration`;

async function countsOf(query: Query): Promise<{ counts: Omit<Counts, 'uploads'>; migration: number }> {
  let row: Record<string, unknown> | undefined;
  try {
    [row] = (await query(COUNTS_SQL)).rows;
  } catch {
    throw new Error('That database holds no OpsDeck data (no members, orders or migrations to back up).');
  }
  return {
    counts: {
      members: Number(row?.members),
      orders: Number(row?.orders),
      coinLedger: Number(row?.coin_ledger),
    },
    migration: Number(row?.migration),
  };
}

/** Runs a program to its end; rejects with its error output when it fails. */
export function runProgram(program: string, args: string[], hint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${program} was not found. ${hint}` : error.message)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

export const PG_TOOLS_HINT =
  "Install PostgreSQL's client tools, of the server's major version or newer (Debian: apt-get install postgresql-client).";

async function dumpPglite(
  dataDir: string,
  staging: string,
): Promise<{ counts: Omit<Counts, 'uploads'>; migration: number }> {
  const dir = join(dataDir, 'pg');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir} (no ${dir}); set DATA_DIR or DATABASE_URL.`);
  }
  const pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    const result = await countsOf((text) => pglite.query(text));
    // PGlite's own dump of its data dir: a consistent copy, taken while nothing else can write
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(join(staging, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    return result;
  } finally {
    await pglite.close();
  }
}

async function dumpPostgres(
  url: string,
  staging: string,
): Promise<{ counts: Omit<Counts, 'uploads'>; migration: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let result: { counts: Omit<Counts, 'uploads'>; migration: number };
  try {
    result = await countsOf((text) => client.query(text));
  } finally {
    await client.end();
  }
  // pg_dump reads one snapshot: consistent while servers keep writing
  await runProgram(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(staging, PG_DUMP_FILE)}`,
      `--dbname=${url}`,
    ],
    PG_TOOLS_HINT,
  );
  return result;
}

/** Copies DATA_DIR/uploads into the staging dir; answers how many files. */
function copyUploads(dataDir: string, staging: string): number {
  const from = join(dataDir, UPLOADS_FOLDER);
  const to = join(staging, UPLOADS_FOLDER);
  if (!existsSync(from)) return 0;
  // files are written aside and renamed into place, so a dot-file is one still being written
  cpSync(from, to, { recursive: true, filter: (src) => !basename(src).startsWith('.') });
  return readdirSync(to).length;
}

/**
 * Writes a backup of the database and the uploads. On the embedded database it takes the data
 * dir's lock (a running server holds it: stop the server first); on PostgreSQL it runs beside the
 * servers, the database first and then the uploads (uploads are written once and never changed,
 * so every file the dump refers to is in the copy).
 */
export async function backup(opts: BackupOptions): Promise<BackupManifest> {
  const log = opts.log ?? (() => {});
  const staging = mkdtempSync(join(tmpdir(), 'opsdeck-backup-'));
  const lock = opts.databaseUrl ? null : lockDataDir(opts.dataDir);
  const partial = join(dirname(opts.out), `.${basename(opts.out)}.partial`);
  try {
    log(
      opts.databaseUrl
        ? 'Dumping PostgreSQL (pg_dump) …'
        : `Dumping the embedded database in ${opts.dataDir}/pg …`,
    );
    const { counts, migration } = opts.databaseUrl
      ? await dumpPostgres(opts.databaseUrl, staging)
      : await dumpPglite(opts.dataDir, staging);
    log('Copying the uploads …');
    const uploads = copyUploads(opts.dataDir, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      database: opts.databaseUrl ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
      migration,
      counts: { ...counts, uploads },
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_FILE, opts.databaseUrl ? PG_DUMP_FILE : PGLITE_DUMP_FILE];
    if (uploads > 0) entries.push(UPLOADS_FOLDER);
    await createTar({ file: partial, cwd: staging, portable: true }, entries);
    renameSync(partial, opts.out);
    return manifest;
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    lock?.release();
  }
}
