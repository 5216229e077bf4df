import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/sql.js';

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
  ['orders', 'orders_insert_rollup_set'],
  ['orders', 'orders_update_rollup'],
  ['orders', 'orders_delete_rollup'],
  ['coin_ledger', 'coin_ledger_rollup'],
  ['coin_ledger', 'coin_ledger_rollup_set'],
  ['coin_ledger', 'coin_ledger_update_rollup'],
  ['coin_ledger', 'coin_ledger_delete_rollup'],
  ['unlocks', 'unlocks_rollup'],
  ['unlocks', 'unlocks_content_rollup'],
  ['unlocks', 'unlocks_slot_rollup'],
  ['unlocks', 'unlocks_update_rollup'],
  ['unlocks', 'unlocks_delete_rollup'],
] as const;

/**
 * Triggers of the seeded tables that stay on during the load (not rollups): the audit feed's notify,
 * per row and per statement, the member filter generation (migration 087, once per statement),
 * which must move when a load adds members so that no remembered list total outlives it, and the
 * nickname pieces (migrations 098, 099 and 102, once per statement on insert and delete: the search
 * reads them).
 */
export const KEPT_TRIGGERS = [
  ['audit_log', 'audit_log_notify'],
  ['audit_log', 'audit_log_notify_set'],
  ['members', 'members_filter_generation_rows'],
  ['members', 'members_filter_generation_truncate'],
  ['members', 'members_nickname_pieces_insert'],
  ['members', 'members_nickname_pieces_delete'],
  ['members', 'members_nickname_pieces_rename'],
  ['members', 'members_nickname_pieces_refile'],
  ['members', 'members_nickname_pieces_vip'],
  ['members', 'members_nickname_pieces_truncate'],
] as const;

/**
 * Runs `load` (the bulk inserts into `tables`, inside the caller's transaction) with the rollup
 * triggers off, the tables' plain indexes dropped and their foreign keys dropped, then builds the
 * indexes again in one sorted pass each, adds the foreign keys again under the same names (each
 * checked over the whole table in one statement instead of a trigger per inserted row) and rebuilds
 * the rollups. Primary keys and unique constraints stay on throughout; a unique index that is not a
 * constraint is checked when it is built again. A row that breaks a foreign key fails the seed as
 * before, only at the end of the load.
 */
export async function bulkLoad(db: Db, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const relations = sql`ANY(${`{${tables.join(',')}}`}::regclass[])`;
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = ${relations} AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
  );
  const foreignKeys = await queryRows<{ table: string; name: string; def: string }>(
    db,
    sql`SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE contype = 'f' AND conrelid = ${relations} ORDER BY 1, 2`,
  );
  for (const [table, trigger] of ROLLUP_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.def));
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.def}`));
  for (const [table, trigger] of ROLLUP_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
  await db.execute(sql`SELECT opsdeck_analysis_rebuild()`);
}
