import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test, vi } from 'vitest';
import { apiToken } from '../helpers/console.js';
import { spawnServer } from '../helpers/spawn-server.js';
import { ROOT, type RunningServer, startServer } from '../helpers/start-server.js';

/**
 * A re-issue job survives kill -9: the server is SIGKILLed while the job runs, started again on the
 * same data, and the job resumes where it stopped; afterwards every member of the job holds exactly
 * one patch order of the job (read from the data dir once the server is gone).
 */
const WAIT = { timeout: 240_000, interval: 200 };
let first: RunningServer | undefined;
const others: { kill: () => Promise<void> }[] = [];

afterAll(async () => {
  for (const s of others) await s.kill();
  await first?.stop();
});

interface Job {
  id: number;
  status: string;
  count: number;
  issued: number;
  replayed: number;
  failed: number;
  left: number;
}

async function jobOf(apiUrl: string, token: string, id: number): Promise<Job> {
  const res = await fetch(`${apiUrl}/admin/reissue-jobs/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: Job }).data;
}

async function createJob(apiUrl: string, token: string, amount: number): Promise<Job> {
  const res = await fetch(`${apiUrl}/admin/reissue-jobs`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ kind: 'coins', amount, reason: 'kill -9 test', filter: {} }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Job }).data;
}

test('SIGKILL while a job runs: after a restart it finishes, each member credited exactly once', {
  timeout: 600_000,
}, async () => {
  first = await startServer();
  const token = await apiToken(first.apiUrl);
  // three jobs over every member, run one after the other: the kill lands while rows are left
  const jobs = [await createJob(first.apiUrl, token, 1), await createJob(first.apiUrl, token, 2)];
  jobs.push(await createJob(first.apiUrl, token, 3));
  const job = jobs[2] as Job;
  expect(job.count).toBeGreaterThan(500);

  // kill it mid-way: some rows done, some not
  await vi.waitFor(async () => {
    const now = await jobOf(first!.apiUrl, token, jobs[0]!.id);
    expect(now.issued).toBeGreaterThan(0);
  }, WAIT);
  console.log('before kill', JSON.stringify(await Promise.all(jobs.map((j) => jobOf(first!.apiUrl, token, j.id)))));
  const killed = new Promise<void>((r) => first!.process.once('exit', () => r()));
  first.process.kill('SIGKILL');
  await killed;

  const second = await spawnServer(ROOT, {
    baseEnv: process.env,
    env: { DATA_DIR: first.dataDir },
    healthyWithinMs: 90_000,
    stopGraceMs: 10_000,
  });
  others.push(second);
  const api = `${second.url}/api`;
  const token2 = await apiToken(api);
  const midway = await jobOf(api, token2, job.id);
  console.log('after restart', JSON.stringify(await Promise.all(jobs.map((j) => jobOf(api, token2, j.id)))));
  expect(midway.left).toBeGreaterThan(0);
  for (const j of jobs) {
    const done = await vi.waitFor(async () => {
      const now = await jobOf(api, token2, j.id);
      expect(now.status).toBe('done');
      return now;
    }, WAIT);
    expect(done.left).toBe(0);
    expect(done.issued + done.replayed + done.failed).toBe(j.count);
  }
  await second.kill();

  // every member of the job: exactly one patch order under the job's key, and its ledger row
  const pg = await PGlite.create(join(first.dataDir, 'pg'));
  try {
    for (const job of jobs) {
      const { rows } = await pg.query<{
        rows: number;
        members: number;
        orders: number;
        max_per_member: number;
      }>(
        `SELECT (SELECT count(*) FROM reissue_job_rows WHERE job_id = $1 AND state IN ('issued', 'replayed'))::int AS rows,
        (SELECT count(DISTINCT member_id) FROM orders WHERE idempotency_key LIKE $2)::int AS members,
        (SELECT count(*) FROM orders WHERE idempotency_key LIKE $2)::int AS orders,
        (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM coin_ledger l JOIN orders o
           ON l.ref_type = 'order' AND l.ref_id = o.id WHERE o.idempotency_key LIKE $2 GROUP BY o.member_id) x)::int
          AS max_per_member`,
        [job.id, `reissue-job:${job.id}:%`],
      );
      const r = rows[0];
      expect(r?.orders).toBe(r?.rows);
      expect(r?.members).toBe(r?.rows);
      expect(r?.max_per_member).toBe(1);
    }
  } finally {
    await pg.close();
  }
});
