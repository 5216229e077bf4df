import type { Db } from '../db/client.js';
import { sets } from '../db/schema/index.js';
import { Rng } from './business-rng.js';
import type { SeedOptions } from './index.js';

/** How many curated sets the demo data holds (the set list's pages). */
export const SEED_SET_COUNT = 55;
const SETS_SEED = 20_261_123;
const DAY = 86_400_000;

const THEMES = [
  'Spring',
  'Night City',
  'Ocean',
  'Minimal',
  'Anime',
  'Festival',
  'Cats',
  'Mountains',
  'Neon',
  'Retro',
  'Space',
  'Flowers',
];
const KINDS = ['Picks', 'Trending', 'New Arrivals', 'Editors', 'Weekly'];

/** 55 curated sets over the last 180 days: numbers 8 digits, every content and filter type. */
export async function seedSets(db: Db, opts: SeedOptions): Promise<void> {
  const rng = new Rng(SETS_SEED);
  const now = (opts.now ?? new Date()).getTime();
  const rows = Array.from({ length: SEED_SET_COUNT }, (_, i) => {
    const createdAt = new Date(now - Math.floor(rng.next() * 180 * DAY));
    return {
      number: String(20_000_000 + (i + 1) * 137),
      name: `${THEMES[i % THEMES.length]} ${KINDS[Math.floor(i / THEMES.length) % KINDS.length]}`,
      contentType: (['img', 'horizontalVideo', 'verticalVideo'] as const)[i % 3] ?? 'img',
      filterType: rng.next() < 0.5 ? ('artificial' as const) : ('rules' as const),
      count: Math.floor(rng.next() * 1000),
      status: rng.next() < 0.6 ? ('online' as const) : ('offline' as const),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(sets).values(rows);
}
