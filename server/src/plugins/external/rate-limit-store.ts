import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';

/** What @fastify/rate-limit expects back from a store for one request. */
interface Hit {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, hit?: Hit) => void;

/**
 * One fixed window per key, counted in the database in one statement: every server process on the
 * same PostgreSQL adds to the same row, so N processes together allow the configured rate, not N
 * times it. A window that has ended starts again at 1.
 */
const INCR_SQL = `
INSERT INTO api_rate_limits AS r (key, window_start, hits) VALUES ($1, clock_timestamp(), 1)
ON CONFLICT (key) DO UPDATE SET
  window_start = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp()
    THEN clock_timestamp() ELSE r.window_start END,
  hits = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp()
    THEN 1 ELSE r.hits + 1 END
RETURNING hits, (extract(epoch FROM (window_start + make_interval(secs => $2::float8 / 1000) - clock_timestamp())) * 1000)::float8 AS ttl`;

const READ_SQL = `
SELECT hits, (extract(epoch FROM (window_start + make_interval(secs => $2::float8 / 1000) - clock_timestamp())) * 1000)::float8 AS ttl
FROM api_rate_limits WHERE key = $1`;

/** Rows of windows that ended long ago; removed now and then so the table stays small. */
const SWEEP_SQL = `DELETE FROM api_rate_limits WHERE window_start < clock_timestamp() - make_interval(secs => $1::float8 / 1000)`;

/** How many increments between two sweeps of ended windows. */
const SWEEP_EVERY = 1000;

/**
 * Builds the store class @fastify/rate-limit instantiates (`new Store(options)`): it counts in the
 * given database. Used when the server runs on PostgreSQL, where several processes may share it;
 * PGlite belongs to one process, so the plugin's in-memory store is exact there.
 */
export function databaseStore(db: Db) {
  let sinceSweep = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      rawRows<{ hits: unknown; ttl: unknown }>(db, INCR_SQL, [key, timeWindow])
        .then((rows) => {
          const row = rows[0];
          done(null, { current: num(row?.hits), ttl: Math.max(0, Math.ceil(num(row?.ttl))) });
          sinceSweep += 1;
          if (sinceSweep >= SWEEP_EVERY) {
            sinceSweep = 0;
            rawRows(db, SWEEP_SQL, [timeWindow * 2]).catch(() => {
              // the next sweep tries again
            });
          }
        })
        .catch((error: Error) => done(error));
    }

    read(key: string, done: Done, timeWindow: number): void {
      rawRows<{ hits: unknown; ttl: unknown }>(db, READ_SQL, [key, timeWindow])
        .then((rows) => {
          const row = rows[0];
          const ttl = num(row?.ttl);
          done(
            null,
            row && ttl > 0 ? { current: num(row.hits), ttl: Math.ceil(ttl) } : { current: 0, ttl: 0 },
          );
        })
        .catch((error: Error) => done(error));
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
