import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate.js';

/**
 * A temp folder holding the migrations numbered below `number`, for a migration's test: migrate a
 * database to it, write the rows as they were before, then run the whole list. `remove` deletes it.
 */
export function migrationsBefore(number: number): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `opsdeck-${String(number).padStart(3, '0')}-`));
  for (const file of readdirSync(MIGRATIONS_DIR))
    if (Number(file.slice(0, 3)) < number) cpSync(join(MIGRATIONS_DIR, file), join(dir, file));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
