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
INSERT INTO api_rate_limits AS r (key, window_start, hits) VALUES ($1, clock_timestamp(), $3::int)
ON CONFLICT (key) DO UPDATE SET
  window_start = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp()
    THEN clock_timestamp() ELSE r.window_start END,
  hits = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp()
    THEN $3::int ELSE r.hits + $3::int END
RETURNING hits, (extract(epoch FROM (window_start + make_interval(secs => $2::float8 / 1000) - clock_timestamp())) * 1000)::float8 AS ttl`;

const READ_SQL = `
SELECT hits, (extract(epoch FROM (window_start + make_interval(secs => $2::float8 / 1000) - clock_timestamp())) * 1000)::float8 AS ttl
FROM api_rate_limits WHERE key = $1`;

/** Rows of windows that ended long ago; removed now and then so the table stays small. */
const SWEEP_SQL = `DELETE FROM api_rate_limits WHERE window_start < clock_timestamp() - make_interval(secs => $1::float8 / 1000)`;

/** How many reservations between two sweeps of ended windows. */
const SWEEP_EVERY = 1000;

/**
 * Hits a process takes from the shared count at once: a 64th of what is left of the window, between
 * 1 and 100. Far from the limit, one statement per 100 requests (the row is shared by every process,
 * and every request of a client updated it); within 64 hits of the limit, one per request, exact.
 */
export function reservation(max: number, known: number): number {
  return Math.max(1, Math.min(100, Math.floor((max - known) / 64)));
}

/** A key's hits reserved from the shared count and not used yet, in this process. */
interface Lease {
  /** The shared count after the reservation (its hits included). */
  hits: number;
  /** Reserved hits left to hand out. */
  left: number;
  /** When the window ends (this clock). */
  endsAt: number;
  /** Requests waiting for a reservation in flight (one statement at a time per key). */
  waiting?: Done[];
}

/**
 * Builds the store class @fastify/rate-limit instantiates (`new Store(options)`): it counts in the
 * given database. Used when the server runs on PostgreSQL, where several processes may share it;
 * PGlite belongs to one process, so the plugin's in-memory store is exact there.
 *
 * A process reserves hits from the shared count (`reservation`) and hands them out in memory: every
 * answered hit has its own number of the shared count, so together the processes never allow more
 * than `max` in a window; a reservation a process has not used by the window's end only makes the
 * guard stricter, by less than a 64th of what was left of the allowance, per process.
 */
export function databaseStore(db: Db, max: number) {
  let sinceSweep = 0;
  const leases = new Map<string, Lease>();

  const sweep = (timeWindow: number) => {
    sinceSweep += 1;
    if (sinceSweep < SWEEP_EVERY) return;
    sinceSweep = 0;
    const at = Date.now();
    for (const [k, l] of leases) if (l.endsAt <= at && !l.waiting) leases.delete(k);
    rawRows(db, SWEEP_SQL, [timeWindow * 2]).catch(() => {
      // the next sweep tries again
    });
  };

  const incr = (key: string, done: Done, timeWindow: number): void => {
    const now = Date.now();
    const lease = leases.get(key);
    if (lease?.waiting) {
      lease.waiting.push(done);
      return;
    }
    if (lease && lease.left > 0 && now < lease.endsAt) {
      lease.left -= 1;
      done(null, { current: lease.hits - lease.left, ttl: lease.endsAt - now });
      return;
    }
    const known = lease && now < lease.endsAt ? lease.hits : 0;
    const take = reservation(max, known);
    const waiting: Done[] = [done];
    leases.set(key, { hits: known, left: 0, endsAt: lease?.endsAt ?? 0, waiting });
    rawRows<{ hits: unknown; ttl: unknown }>(db, INCR_SQL, [key, timeWindow, take])
      .then((rows) => {
        const row = rows[0];
        const ttl = Math.max(0, Math.ceil(num(row?.ttl)));
        leases.set(key, { hits: num(row?.hits), left: take, endsAt: Date.now() + ttl });
        sweep(timeWindow);
        // the waiting take the reserved hits in turn; once they run out the rest reserve again
        for (const next of waiting) incr(key, next, timeWindow);
      })
      .catch((error: Error) => {
        leases.delete(key);
        for (const next of waiting) next(error);
      });
  };

  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      incr(key, done, timeWindow);
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
