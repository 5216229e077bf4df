import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { queryRows } from '../sql.js';

/**
 * The analysis rollup triggers of the seeded tables (insert, update and delete). Each runs once per
 * statement and costs about as much per statement whatever its size, so a seed of millions of rows in
 * thousands of batches would spend most of its time in them: the bulk load turns them off and rebuilds
 * every rollup once, set-based, at the end (`opsdeck_analysis_rebuild()`, the same figures:
 * `modules/analysis/seed-rollups.test.ts` compares the two, and checks that every trigger of the
 * seeded tables is here or in KEPT_TRIGGERS).
 */
export const ROLLUP_TRIGGERS = [
  ['members', 'members_rollup'],
  ['members', 'members_update_rollup'],
  ['members', 'members_delete_rollup'],
  ['orders', 'orders_insert_rollup'],
  ['orders', 'orders_update_rollup'],
  ['orders', 'orders_delete_rollup'],
  ['coin_ledger', 'coin_ledger_rollup'],
  ['coin_ledger', 'coin_ledger_update_rollup'],
  ['coin_ledger', 'coin_ledger_delete_rollup'],
  ['unlocks', 'unlocks_rollup'],
  ['unlocks', 'unlocks_content_rollup'],
  ['unlocks', 'unlocks_slot_rollup'],
  ['unlocks', 'unlocks_update_rollup'],
  ['unlocks', 'unlocks_delete_rollup'],
] as const;

/** Triggers of the seeded tables that stay on during the load (not rollups: the audit feed's notify). */
export const KEPT_TRIGGERS = [['audit_log', 'audit_log_notify']] as const;

/**
 * Runs `load` (the bulk inserts into `tables`, inside the caller's transaction) with the rollup
 * triggers off and the tables' plain indexes dropped, then builds the indexes again in one sorted
 * pass each and rebuilds the rollups. Primary keys, unique constraints and foreign keys stay on
 * throughout; a unique index that is not a constraint is checked when it is built again.
 */
export async function bulkLoad(db: Db, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = ANY(${`{${tables.join(',')}}`}::regclass[]) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
  );
  for (const [table, trigger] of ROLLUP_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.def));
  for (const [table, trigger] of ROLLUP_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  await db.execute(sql`SELECT opsdeck_analysis_rebuild()`);
}
