import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Bulk inserts for the seed: one `INSERT … SELECT FROM unnest($1::type[], …)` per batch, each column
 * sent as one PostgreSQL array literal. Few parameters, little parsing, the same on PGlite and pg.
 */

/** The coin and the point ledger have the same columns. */
const LEDGER_COLUMNS = [
  ['id', 'int'],
  ['member_id', 'int'],
  ['delta', 'int8'],
  ['balance_after', 'int8'],
  ['reason', 'text'],
  ['ref_type', 'text'],
  ['ref_id', 'int'],
  ['operator_id', 'int'],
  ['created_at', 'timestamptz'],
] as const;

/** Column name and SQL type of each seeded table, in the order of the row arrays. */
export const SEED_COLUMNS = {
  members: [
    ['id', 'int'],
    ['visible_id', 'text'],
    ['nickname', 'text'],
    ['avatar_url', 'text'],
    ['phone', 'text'],
    ['platform', 'text'],
    ['channel', 'text'],
    ['status', 'text'],
    ['coin_balance', 'int8'],
    ['points_balance', 'int8'],
    ['vip_expires_at', 'timestamptz'],
    ['invite_code', 'text'],
    ['invited_by', 'int'],
    ['registered_at', 'timestamptz'],
    ['last_active_at', 'timestamptz'],
  ],
  orders: [
    ['id', 'int'],
    ['order_no', 'text'],
    ['kind', 'text'],
    ['member_id', 'int'],
    ['status', 'text'],
    ['product_code', 'text'],
    ['amount_cents', 'int'],
    ['currency', 'text'],
    ['channel', 'text'],
    ['coins', 'int'],
    ['vip_days', 'int'],
    ['points_spent', 'int'],
    ['external_txn_id', 'text'],
    ['reason', 'text'],
    ['operator_id', 'int'],
    ['idempotency_key', 'text'],
    ['request_hash', 'text'],
    ['created_at', 'timestamptz'],
    ['paid_at', 'timestamptz'],
    ['refunded_at', 'timestamptz'],
  ],
  coin_ledger: LEDGER_COLUMNS,
  point_ledger: LEDGER_COLUMNS,
  vip_grants: [
    ['id', 'int'],
    ['member_id', 'int'],
    ['days', 'int'],
    ['starts_at', 'timestamptz'],
    ['ends_at', 'timestamptz'],
    ['source', 'text'],
    ['ref_id', 'int'],
    ['created_at', 'timestamptz'],
  ],
  unlocks: [
    ['id', 'int'],
    ['member_id', 'int'],
    ['content_type', 'text'],
    ['content_id', 'int'],
    ['via', 'text'],
    ['coins_spent', 'int'],
    ['created_at', 'timestamptz'],
  ],
  checkin_records: [
    ['id', 'int'],
    ['member_id', 'int'],
    ['day', 'date'],
    ['streak', 'int'],
    ['reward_points', 'int'],
    ['reward_coins', 'int'],
    ['created_at', 'timestamptz'],
  ],
  invites: [
    ['id', 'int'],
    ['inviter_id', 'int'],
    ['invitee_id', 'int'],
    ['status', 'text'],
    ['reward_points', 'int'],
    ['reward_coins', 'int'],
    ['created_at', 'timestamptz'],
    ['rewarded_at', 'timestamptz'],
  ],
  audit_log: [
    ['operator_id', 'int'],
    ['action', 'text'],
    ['target_type', 'text'],
    ['target_id', 'text'],
    ['payload', 'jsonb'],
    ['status', 'text'],
    ['ip', 'text'],
    ['created_at', 'timestamptz'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, string]>>;

export type SeedTable = keyof typeof SEED_COLUMNS;

/** One element of a PostgreSQL array literal. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Rows per INSERT statement. */
const BATCH = 5000;

/** Inserts rows (arrays in SEED_COLUMNS order) into a seeded table. */
export async function insertRows(db: Db, table: SeedTable, rows: readonly unknown[][]): Promise<void> {
  const columns = SEED_COLUMNS[table];
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    const arrays = columns.map((_, c) => `{${batch.map((r) => element(r[c])).join(',')}}`);
    const params = sql.join(
      columns.map(([, type], c) => sql`${arrays[c]}::${sql.raw(type)}[]`),
      sql`, `,
    );
    const names = sql.raw(columns.map(([name]) => name).join(', '));
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT * FROM unnest(${params})`);
  }
}
