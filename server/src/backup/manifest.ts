/**
 * A backup file (`npm run backup -- --out FILE`) is a tar archive:
 *
 *   manifest.json       what it holds (this file's `BackupManifest`)
 *   database.tar.gz     PGlite: the data dir, dumped by PGlite itself (`dumpDataDir`)
 *   database.pgdump     PostgreSQL: `pg_dump --format=custom`
 *   uploads/…           the files of DATA_DIR/uploads
 */

/** The archive's format name and version; restore refuses anything else. */
export const BACKUP_FORMAT = 'opsdeck-backup';
export const BACKUP_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_DUMP_FILE = 'database.tar.gz';
export const PG_DUMP_FILE = 'database.pgdump';
export const UPLOADS_FOLDER = 'uploads';

/** What a backup holds, written first into the archive. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** Which database it was taken from, so restore can refuse a mismatch. */
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** The newest migration applied in the backed-up database. */
  migration: number;
  /** A few counts, to check a restore against and to show a person. */
  counts: { members: number; orders: number; coinLedger: number; uploads: number };
}

/** Parses a manifest, or throws saying why the file is not a backup this version can restore. */
export function parseManifest(text: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new Error('The backup manifest is not valid JSON: is this an OpsDeck backup file?');
  }
  if (value.format !== BACKUP_FORMAT)
    throw new Error('Not an OpsDeck backup file (no opsdeck-backup manifest).');
  if (value.version !== BACKUP_VERSION) {
    throw new Error(
      `This backup has format version ${value.version}; this OpsDeck restores version ${BACKUP_VERSION}.`,
    );
  }
  if (value.database !== 'pglite' && value.database !== 'postgres') {
    throw new Error('The backup manifest names no database kind (pglite or postgres).');
  }
  return value as BackupManifest;
}
