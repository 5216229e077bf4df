import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';

/** Creates an in-memory PGlite, migrates and seeds it, and returns its gzipped data dir. */
export async function buildTemplate(): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    const database = await openDatabase({ pglite });
    await migrate(database.db);
    await seed(database.db);
    return await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
}

/** Writes a fresh template to a file (vitest globalSetup, once per run). */
export async function writeTemplate(path: string): Promise<void> {
  const blob = await buildTemplate();
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
}

/** Reads a template file written by `writeTemplate`. */
export function readTemplate(path: string): Blob {
  return new Blob([readFileSync(path)]);
}
