import type { Db } from '../client.js';
import { settings } from '../schema/index.js';
import { DEMO_OPERATORS } from './core-data.js';
import type { SeedOptions } from './index.js';

/** The settings key the seed writes: this database holds the demo data set. */
export const DEMO_SEED_KEY = 'demo_seed';

/** Marks the database as holding the demo seed (which demo operators it created, and when). */
export async function seedDemoMarker(db: Db, opts: SeedOptions): Promise<void> {
  const value = {
    operators: DEMO_OPERATORS.map((o) => o.phone),
    seededAt: (opts.now ?? new Date()).toISOString(),
  };
  await db.insert(settings).values({ key: DEMO_SEED_KEY, value });
}
