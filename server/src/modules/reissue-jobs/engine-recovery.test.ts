import type { ReissueJob } from '@opsdeck/shared/schemas';
import PgBoss from 'pg-boss';
import { describe, expect, test, vi } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { JOB_TEST, reissueJobKit } from '../../testing/reissue-jobs.js';
import { fourEyesApp } from '../../testing/suite.js';
import { BOSS_SCHEMA_VERSION, beat, bossDb, staleChunks } from './boss-db.js';
import { openChunks } from './chunk.js';
import { CHUNK_QUEUE, chunkId, ReissueJobEngine } from './engine.js';

/**
 * The engine taking over what another left (docs/decisions/0005-reissue-jobs.md): a job queued
 * while a newer pg-boss's schema is in the database (a data dir of an earlier OpsDeck, pg-boss 12),
 * and chunks left active by a worker that died. The app's own engine queues nothing here (its
 * enqueue does nothing), so each job waits, as after a restart, for the engine the test attaches.
 * On PGlite and, in the PostgreSQL project, on PostgreSQL (where a dead worker's chunk waits for
 * its heartbeat to be 10 s old).
 */
const t = fourEyesApp();
const { post, finished, ordersPerMember } = reissueJobKit(t);
const filter = { q: '101', status: 'active', platform: 'ios' };

/** A job created and left queued, as by a server that stopped before its engine took it. */
async function queuedJob(amount: number): Promise<ReissueJob> {
  vi.spyOn(t.app.reissueJobs, 'enqueue').mockResolvedValue();
  const res = await post({ kind: 'coins', amount, reason: 'engine recovery', filter });
  expect(res.statusCode).toBe(200);
  const job = res.json().data as ReissueJob;
  expect(job.status).toBe('queued');
  return job;
}

/** Attaches an engine of this test (the server's next start), runs `body`, stops it. */
async function withEngine<T>(body: () => Promise<T>): Promise<T> {
  const errors: unknown[] = [];
  const engine = new ReissueJobEngine(t.database, { onError: (err) => errors.push(err) });
  try {
    await engine.attach();
    return await body();
  } finally {
    await engine.stop();
  }
}

describe('the job engine takes over', () => {
  test(
    "a newer pg-boss's schema is replaced, and the job queued under it runs to its end",
    JOB_TEST,
    async () => {
      // what pg-boss 12 left: a version newer than 24, a job table of another shape, an active chunk
      await bossDb(t.database).executeSql(
        `
      CREATE SCHEMA pgboss;
      CREATE TABLE pgboss.version (version int PRIMARY KEY, cron_on timestamptz);
      INSERT INTO pgboss.version VALUES (37);
      CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text, state text, heartbeat_on timestamptz);
      INSERT INTO pgboss.job VALUES (gen_random_uuid(), 'reissue-job-chunk', 'active', now());`,
        [],
      );
      const job = await queuedJob(3);

      const done = await withEngine(() => finished(job.id));
      expect(done).toMatchObject({ status: 'done', issued: job.count, failed: 0, left: 0 });
      const orders = await ordersPerMember(job.id);
      expect(orders).toHaveLength(job.count);
      expect(orders.every((o) => Number(o.n) === 1)).toBe(true);
      const [version] = await rawRows<{ version: number }>(
        t.database.db,
        'SELECT version FROM pgboss.version',
      );
      expect(version?.version).toBe(BOSS_SCHEMA_VERSION);
    },
  );

  test(
    'chunks left active by a worker that died are retried: the job ends, each member once',
    JOB_TEST,
    async () => {
      const job = await queuedJob(5);
      const chunks = (await openChunks(t.database.db)).filter((c) => c.jobId === job.id);
      expect(chunks.length).toBeGreaterThan(0);

      // a worker takes the job's chunks and dies without a word
      const sql = bossDb(t.database);
      const dead = new PgBoss({ db: sql, schedule: false, supervise: false });
      await dead.start();
      await dead.createQueue(CHUNK_QUEUE, {
        name: CHUNK_QUEUE,
        retryLimit: 5,
        retryDelay: 1,
        retryBackoff: true,
      });
      await dead.insert(
        chunks.map((c) => ({
          id: chunkId(c.jobId, c.chunk),
          name: CHUNK_QUEUE,
          data: { jobId: c.jobId, from: c.from, to: c.to },
        })),
      );
      const taken = await dead.fetch(CHUNK_QUEUE, { batchSize: chunks.length });
      expect(taken.map((j) => j.id).sort()).toEqual(chunks.map((c) => chunkId(c.jobId, c.chunk)).sort());
      await dead.stop({ graceful: false, close: false });

      // its heartbeat was the last sign of life: a beat keeps a chunk out of the sweep
      const ids = taken.map((j) => j.id);
      await sql.executeSql(
        `UPDATE pgboss.job SET started_on = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      expect((await staleChunks(sql, CHUNK_QUEUE, 10)).sort()).toEqual([...ids].sort());
      await beat(sql, CHUNK_QUEUE, ids[0] as string);
      expect((await staleChunks(sql, CHUNK_QUEUE, 10)).sort()).toEqual(ids.slice(1).sort());

      const done = await withEngine(() => finished(job.id));
      expect(done).toMatchObject({ status: 'done', issued: job.count, failed: 0, left: 0 });
      expect((await ordersPerMember(job.id)).every((o) => Number(o.n) === 1)).toBe(true);
      // the chunks ran again under the ids the dead worker had: retried, not queued anew
      const { rows: runs } = await sql.executeSql(
        'SELECT state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])',
        [ids],
      );
      expect(runs).toHaveLength(ids.length);
      expect(
        runs.every(
          (r: { state: string; retry_count: number }) => r.state === 'completed' && r.retry_count >= 1,
        ),
      ).toBe(true);
    },
  );
});
