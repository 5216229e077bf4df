import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';
import { DEMO_SEED_KEY } from '../modules/demo/marker.js';
import { DEMO_OPERATORS } from '../modules/demo/operators.js';
import type { SeedOptions } from './index.js';

/** Marks the database as holding the demo seed (which demo operators it created, and when). */
export async function seedDemoMarker(db: Db, opts: SeedOptions): Promise<void> {
  const value = {
    operators: DEMO_OPERATORS.map((o) => o.phone),
    seededAt: (opts.now ?? new Date()).toISOString(),
  };
  await db.insert(settings).values({ key: DEMO_SEED_KEY, value });
}
