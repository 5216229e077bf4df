import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import type { Tx } from './tx.js';

/**
 * Runs raw SQL and returns its rows, whichever driver answers (PGlite and node-postgres both give
 * `{ rows }`; Drizzle types the result as unknown for the shared database type).
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
