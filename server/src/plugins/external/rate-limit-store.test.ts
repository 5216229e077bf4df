import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { observeRaw } from '../../db/raw.js';
import { databaseStore, reservation } from './rate-limit-store.js';

/**
 * The shared API rate limit's store (used on PostgreSQL; its SQL runs on PGlite here): two stores on
 * one database stand for two server processes. Every answered hit has its own number of the shared
 * count, so together they never allow more than the limit, with far fewer statements than requests.
 */
type Hit = { current: number; ttl: number };

describe('the database rate-limit store', () => {
  let database: Database;
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    database = await openDatabase({ pglite });
    const ddl = readFileSync(
      new URL('../../../migrations/016.do.api-rate-limits.sql', import.meta.url),
      'utf8',
    );
    await pglite.exec(ddl);
  });
  afterAll(async () => {
    await database?.close();
  });

  const incr = (
    store: { incr: (k: string, d: (e: Error | null, h?: Hit) => void, w: number) => void },
    key: string,
  ) =>
    new Promise<Hit>((resolve, reject) =>
      store.incr(key, (error, hit) => (error || !hit ? reject(error) : resolve(hit)), 60_000),
    );

  test('reservations: a 64th of what is left, 1 to 100', () => {
    expect(reservation(1200, 0)).toBe(18);
    expect(reservation(100_000_000, 0)).toBe(100);
    expect(reservation(30, 0)).toBe(1);
    expect(reservation(1200, 1190)).toBe(1);
    expect(reservation(1200, 1500)).toBe(1);
  });

  test('two processes at once never pass the limit together, and each hit has its own number', async () => {
    const max = 1000;
    const Store = databaseStore(database.db, max);
    const a = new Store();
    const b = new (databaseStore(database.db, max))();
    let statements = 0;
    observeRaw((text) => {
      if (text.includes('INSERT INTO api_rate_limits')) statements += 1;
    });
    try {
      const hits = await Promise.all(Array.from({ length: 1200 }, (_, i) => incr(i % 2 ? a : b, 'client-1')));
      const allowed = hits.filter((h) => h.current <= max);
      const numbers = hits.map((h) => h.current);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(allowed.length).toBeLessThanOrEqual(max);
      // unused reservations make it stricter only by a little (each under a 64th of what was left)
      expect(allowed.length).toBeGreaterThan(max - 2 * (max / 64));
      // the 200 over the limit are counted one by one, as before (tests/pg/rate-limit.test.ts)
      expect(statements).toBeLessThan(1000 / 3 + 200);
      for (const h of hits) expect(h.ttl).toBeGreaterThan(0);
    } finally {
      observeRaw(null);
    }
  });

  test('near the limit every hit is counted in the database at once', async () => {
    const store = new (databaseStore(database.db, 30))();
    const hits = await Promise.all(Array.from({ length: 40 }, () => incr(store, 'client-2')));
    expect(hits.filter((h) => h.current <= 30)).toHaveLength(30);
    const [row] = (
      await pglite.query<{ hits: number }>(`SELECT hits FROM api_rate_limits WHERE key = 'client-2'`)
    ).rows;
    expect(Number(row?.hits)).toBe(40);
  });
});
