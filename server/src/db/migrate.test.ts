import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from './client.js';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
});
afterAll(() => database.close());

test('every do migration has its undo, versions are unique and start at 001', () => {
  const files = readMigrations();
  expect(files[0]).toMatchObject({ version: 1, name: 'core' });
  for (const m of files) {
    const v = String(m.version).padStart(3, '0');
    expect(existsSync(`${MIGRATIONS_DIR}/${v}.undo.${m.name}.sql`), `${v}.undo.${m.name}.sql`).toBe(true);
  }
});

test('migrate applies pending files once and records them', async () => {
  const all = readMigrations().map((m) => m.version);
  expect(await migrate(database.db)).toEqual(all);
  expect(await migrate(database.db)).toEqual([]);
  const result = await database.db.execute<{ version: number; name: string }>(
    sql`SELECT version, name FROM schema_migrations ORDER BY version`,
  );
  const rows = (result as unknown as { rows: { version: number; name: string }[] }).rows;
  expect(rows.map((r) => r.version)).toEqual(all);
  expect(rows[0]?.name).toBe('core');
});
