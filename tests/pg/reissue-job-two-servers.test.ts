import { randomUUID } from 'node:crypto';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiData, apiToken } from '../helpers/console.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { adminUrl, throwawayDatabase } from './throwaway-db.js';

/**
 * One re-issue job through two server processes on one PostgreSQL (OPSDECK_TEST_DATABASE_URL):
 * both engines listen for it and take chunks from the same pg-boss queue (SKIP LOCKED; which process
 * ran which chunk is not recorded, so the test does not assert it), the job finishes, and every
 * member has exactly one re-issue order and one ledger row under the job's keys.
 */
const database = throwawayDatabase('jobs');
const WAIT = { timeout: 300_000, interval: 100 };

describe.skipIf(!adminUrl)('a re-issue job on two server processes, one PostgreSQL', () => {
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    await database.create(['--members', '3000', '--orders', '3000']);
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000' };
    servers.push(await startServer(env), await startServer(env));
  }, 600_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  });

  test('a job over every member created on one server, both engines on its queue: done, each member exactly once', {
    timeout: 600_000,
  }, async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const tokenA = await apiToken(a.apiUrl);
    const tokenB = await apiToken(b.apiUrl);
    const job = await apiData<ReissueJob>(a.apiUrl, tokenA, '/admin/reissue-jobs', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ kind: 'coins', amount: 2, reason: 'two servers, one job', filter: {} }),
    });
    expect(job.count).toBeGreaterThan(2000);
    // watched from the other process: the figures come from the rows, the same on both
    const done = await vi.waitFor(async () => {
      const now = await apiData<ReissueJob>(b.apiUrl, tokenB, `/admin/reissue-jobs/${job.id}`);
      expect(now.status).toBe('done');
      return now;
    }, WAIT);
    expect(done.left).toBe(0);
    expect(done.issued + done.replayed + done.failed).toBe(job.count);

    const key = `reissue-job:${job.id}:%`;
    const [orders] = await database.rows<{ members: number; orders: number; most: number }>(
      `SELECT count(*)::int AS members, coalesce(sum(n), 0)::int AS orders, coalesce(max(n), 0)::int AS most
         FROM (SELECT member_id, count(*) AS n FROM orders WHERE idempotency_key LIKE $1 GROUP BY member_id) o`,
      [key],
    );
    const [ledger] = await database.rows<{ rows: number; most: number }>(
      `SELECT coalesce(sum(n), 0)::int AS rows, coalesce(max(n), 0)::int AS most
         FROM (SELECT l.member_id, count(*) AS n FROM coin_ledger l
                 JOIN orders o ON l.ref_type = 'order' AND l.ref_id = o.id
                WHERE o.idempotency_key LIKE $1 GROUP BY l.member_id) x`,
      [key],
    );
    const issued = done.issued + done.replayed;
    expect(orders).toEqual({ members: issued, orders: issued, most: 1 });
    expect(ledger).toEqual({ rows: issued, most: 1 });
    // every chunk of the job went through pg-boss, and all of them completed
    const [chunks] = await database.rows<{ total: number; completed: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'completed')::int AS completed
         FROM pgboss.job WHERE name = 'reissue-job-chunk' AND (data->>'jobId')::int = $1`,
      [job.id],
    );
    expect(chunks?.total).toBe(Math.ceil(job.count / 500));
    expect(chunks?.completed).toBe(chunks?.total);
    console.info('two servers, one job:', { rows: job.count, ...done, chunks });
  });
});
