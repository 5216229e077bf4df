import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { bulkLoad, KEPT_TRIGGERS, ROLLUP_TRIGGERS } from '../../seed/bulk-load.js';
import { SEEDED_TABLES, seedBusiness } from '../../seed/business.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { foldRollups } from './fold.js';

const NOW = new Date('2026-11-21T04:00:00Z');
/** Six batches of 50 members, so the triggers add batches to the rows of the batches before. */
const SIZE = { members: 300, orders: 3000, batch: 50 };
/** Every table the analysis triggers keep. */
const ROLLUP_TABLES = [
  'analysis_daily',
  'analysis_monthly',
  'analysis_daily_payers',
  'analysis_payers_since',
  'content_unlocks_daily',
  'analysis_unlock_slots',
];

/**
 * The bulk load (rollup triggers off, one set-based rebuild at the end) against the same seed with
 * the triggers on, batch by batch as ordinary writes keep the rollups: the same rollup rows.
 */
describe('bulk-loaded seed', () => {
  let t: TestApp;
  let db: Db;
  /** The business seed again on the test database (its operators and channels kept). */
  const seedWith = async (rollups: 'rebuild' | 'triggers') => {
    const emptied = [
      ...SEEDED_TABLES,
      'checkin_rules',
      'order_sequences',
      'order_number_blocks',
      'analysis_daily_delta',
      ...ROLLUP_TABLES,
    ];
    await db.execute(sql.raw(`TRUNCATE ${emptied.join(', ')} CASCADE`));
    await db.transaction(async (tx) => {
      await seedBusiness(tx as unknown as Db, { ...SIZE, now: NOW, rollups });
    });
  };
  const triggersOfSeededTables = () =>
    queryRows<{ table: string; trigger: string; enabled: string }>(
      db,
      sql`SELECT c.relname AS table, t.tgname AS trigger, t.tgenabled::text AS enabled
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
          AND c.relname = ANY (${`{${SEEDED_TABLES.join(',')}}`}::text[])
        ORDER BY 1, 2`,
    );

  /** The seeded tables' foreign keys and indexes, as the catalogue shows them. */
  const constraintsOfSeededTables = () =>
    queryRows<{ name: string; def: string; valid: boolean }>(
      db,
      sql`SELECT conrelid::regclass::text || '.' || conname AS name, pg_get_constraintdef(oid) AS def,
          convalidated AS valid FROM pg_constraint
        WHERE contype = 'f' AND conrelid = ANY (${`{${SEEDED_TABLES.join(',')}}`}::regclass[])
        UNION ALL
        SELECT indexrelid::regclass::text, pg_get_indexdef(indexrelid), indisvalid FROM pg_index
        WHERE indrelid = ANY (${`{${SEEDED_TABLES.join(',')}}`}::regclass[])
        ORDER BY 1`,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  test('gives exactly the rollup rows the triggers give batch by batch', async () => {
    await seedWith('triggers');
    // the triggers append daily deltas; the readers' fold moves them into the daily and monthly rows
    await foldRollups(db);
    await db.execute(sql`DROP SCHEMA IF EXISTS by_triggers CASCADE`);
    await db.execute(sql`CREATE SCHEMA by_triggers`);
    for (const table of ROLLUP_TABLES)
      await db.execute(sql.raw(`CREATE TABLE by_triggers.${table} AS SELECT * FROM ${table}`));
    const constraints = await constraintsOfSeededTables();
    await seedWith('rebuild');
    // the foreign keys and indexes the bulk load dropped are back, the same and valid
    expect(await constraintsOfSeededTables()).toEqual(constraints);
    expect(constraints.filter((c) => !c.valid)).toEqual([]);
    for (const table of ROLLUP_TABLES) {
      const [row] = await queryRows<{ rows: unknown; only_triggers: unknown; only_rebuild: unknown }>(
        db,
        sql.raw(`SELECT (SELECT count(*) FROM ${table}) AS rows,
          (SELECT count(*) FROM (SELECT * FROM by_triggers.${table} EXCEPT ALL SELECT * FROM ${table}) a) AS only_triggers,
          (SELECT count(*) FROM (SELECT * FROM ${table} EXCEPT ALL SELECT * FROM by_triggers.${table}) b) AS only_rebuild`),
      );
      expect(Number(row?.rows), `${table} rows`).toBeGreaterThan(0);
      expect(
        { table, onlyTriggers: Number(row?.only_triggers), onlyRebuild: Number(row?.only_rebuild) },
        table,
      ).toEqual({ table, onlyTriggers: 0, onlyRebuild: 0 });
    }
  }, 300_000);

  test('turns off every rollup trigger of the seeded tables, and turns them on again', async () => {
    const triggers = await triggersOfSeededTables();
    const known = [...ROLLUP_TRIGGERS, ...KEPT_TRIGGERS].map(([table, trigger]) => `${table}.${trigger}`);
    expect(triggers.map((r) => `${r.table}.${r.trigger}`).sort()).toEqual(known.sort());
    // after the seeds of the test before (or the template's): every one is on
    expect(triggers.filter((r) => r.enabled !== 'O')).toEqual([]);
  });

  test('fails on a loaded row that breaks a foreign key, and leaves the tables as they were', async () => {
    const orders = async () =>
      Number((await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM orders`))[0]?.n);
    const before = { orders: await orders(), constraints: await constraintsOfSeededTables() };
    const error = await db
      .transaction((tx) =>
        bulkLoad(tx as unknown as Db, ['orders'], async () => {
          await tx.execute(sql`INSERT INTO orders (order_no, kind, member_id, status, product_code, amount_cents, channel, coins, paid_at)
            VALUES ('PAY98000000000099', 'pay', 2147483647, 'paid', 'coins_60', 600, 'wechat', 60, now())`);
        }),
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toMatch(/foreign key/);
    expect({ orders: await orders(), constraints: await constraintsOfSeededTables() }).toEqual(before);
  });
});
