import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';

/** Callers of one PGlite waiting for it (it runs one statement or transaction at a time). */
interface PgliteQueue {
  waiting: number;
  busy: number;
  waits: Histogram;
}

const queues = new WeakMap<PGlite, PgliteQueue>();

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite | null)?._runExclusiveTransaction === 'function';
}

/**
 * Counts the callers queued for a PGlite: every query, exec and transaction first takes its
 * transaction lock (`_runExclusiveTransaction`), so wrapping that one method sees the whole queue.
 */
function observePglite(client: PGlite): PgliteQueue {
  const known = queues.get(client);
  if (known) return known;
  const queue: PgliteQueue = {
    waiting: 0,
    busy: 0,
    waits: new Histogram({
      name: 'opsdeck_pglite_wait_seconds',
      help: 'Time a statement or transaction waited for the embedded database (PGlite runs one at a time)',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [],
    }),
  };
  const original = client._runExclusiveTransaction.bind(client);
  // every statement passes here: no async wrapper and no `finally` (each a promise or two more per
  // statement), one `then` for the end of the caller's turn
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    const queued = performance.now();
    queue.waiting++;
    const ended = () => {
      queue.busy--;
    };
    return original(() => {
      // (the lock, an async-mutex, runs every caller in turn and fails none before its turn)
      queue.waiting--;
      queue.waits.observe((performance.now() - queued) / 1000);
      queue.busy++;
      let running: Promise<T>;
      try {
        running = fn();
      } catch (error) {
        ended();
        throw error;
      }
      return running.then(
        (value) => {
          ended();
          return value;
        },
        (error: unknown) => {
          ended();
          throw error;
        },
      );
    });
  };
  queues.set(client, queue);
  return queue;
}

/**
 * The database's gauges in `registry`: on PGlite, the callers waiting and whether it is busy (with a
 * histogram of the waits); on PostgreSQL, the pool's connections and the callers waiting for one.
 */
export function registerDatabaseGauges(database: Database, registry: Registry): void {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    const queue = observePglite(client);
    if (!registry.getSingleMetric('opsdeck_pglite_wait_seconds')) registry.registerMetric(queue.waits);
    new Gauge({
      name: 'opsdeck_pglite_queue',
      help: 'Statements and transactions waiting for the embedded database',
      registers: [registry],
      collect() {
        this.set(queue.waiting);
      },
    });
    new Gauge({
      name: 'opsdeck_pglite_busy',
      help: '1 while the embedded database runs a statement or transaction',
      registers: [registry],
      collect() {
        this.set(queue.busy > 0 ? 1 : 0);
      },
    });
    return;
  }
  const pool = client as pg.Pool;
  new Gauge({
    name: 'opsdeck_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'opsdeck_db_pool_waiting',
    help: 'Callers waiting for a PostgreSQL pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
