import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operators } from '../db/schema/index.js';
import { seedAccount } from './account.js';
import { seedApprovals } from './approvals.js';
import { seedAuditOrder } from './audit-order.js';
import { seedBusiness } from './business.js';
import { seedContent } from './content.js';
import { seedCore } from './core.js';
import { seedDemoMarker } from './demo-marker.js';
import { businessProgress, seedStep } from './progress.js';
import { seedSets } from './sets.js';

/** Sizes of the generated demo data (the money seeders read members and orders). */
export interface SeedOptions {
  members?: number;
  orders?: number;
  /** The seed's "now"; data times are relative to it. */
  now?: Date;
  /** Told what the seed is doing, step by step (start-up progress lines). */
  onStep?: (line: string) => void;
}

/** The seeders, run in order in one transaction; areas append theirs. */
export const seeders: Array<(db: Db, opts: SeedOptions) => Promise<void>> = [
  seedCore,
  seedBusiness,
  seedContent,
  seedApprovals,
  seedSets,
  seedAccount,
  seedDemoMarker,
  seedAuditOrder,
];

/** Runs every seeder in one transaction (expects an empty database). */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  const options = { ...opts, now: opts.now ?? new Date(), ...businessProgress(opts) };
  await db.transaction(async (tx) => {
    for (const run of seeders) {
      opts.onStep?.(`Seeding demo data: ${seedStep(run, opts)} …`);
      await run(tx as unknown as Db, options);
    }
  });
}

/** True when the database holds no operators (the definition of "empty"). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operators);
  return (row?.n ?? 0) === 0;
}

/** Seeds only an empty database; returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, opts);
  return true;
}

/** Empties every table but schema_migrations and restarts the identities (seed --reset). */
export async function resetData(db: Db): Promise<void> {
  const result = await db.execute<{ name: string }>(sql`
    SELECT quote_ident(table_name) AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as {
    name: string;
  }[];
  if (rows.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`));
}
