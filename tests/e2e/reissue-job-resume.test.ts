import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { apiData, apiToken } from '../helpers/console.js';
import { copySeededDataDir, spawnedServers } from '../helpers/start-server.js';

/**
 * A re-issue job survives kill -9 (docs/decisions/0005-reissue-jobs.md): a server runs a job over
 * every member, is killed with SIGKILL while rows are still pending, and a new server on the same
 * data dir finishes the job; every member then has exactly one re-issue order under the job's keys
 * (reissue-job:<job>:<member>) and one ledger row for it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-job-resume-'));
const servers = spawnedServers({ healthyWithinMs: 120_000, removeAfter: [dataDir] });
const start = () => servers.start(dataDir, { RATE_LIMIT_PER_MINUTE: '1000000' });

const WAIT = { timeout: 240_000, interval: 25 };

describe('a re-issue job after kill -9', () => {
  test('the server is killed mid-job; the next server finishes it, every member exactly once', {
    timeout: 600_000,
  }, async () => {
    copySeededDataDir(dataDir);
    const first = await start();
    const api = `${first.url}/api`;
    const token = await apiToken(api);
    const job = await apiData<ReissueJob>(api, token, '/admin/reissue-jobs', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ kind: 'coins', amount: 1, reason: 'kill -9 resume', filter: {} }),
    });
    expect(job.count).toBeGreaterThan(1000);

    // rows issued, rows pending: kill it now
    const midway = await vi.waitFor(async () => {
      const now = await apiData<ReissueJob>(api, token, `/admin/reissue-jobs/${job.id}`);
      expect(now.issued).toBeGreaterThan(0);
      return now;
    }, WAIT);
    await first.kill();
    expect(midway.left).toBeGreaterThan(0);

    const second = await start();
    const api2 = `${second.url}/api`;
    const token2 = await apiToken(api2);
    const done = await vi.waitFor(async () => {
      const now = await apiData<ReissueJob>(api2, token2, `/admin/reissue-jobs/${job.id}`);
      expect(now.status).toBe('done');
      return now;
    }, WAIT);
    expect(done.left).toBe(0);
    expect(done.issued + done.replayed + done.failed).toBe(job.count);
    console.info('kill -9 resume:', { rows: job.count, atKill: midway.issued, after: done });
    await second.kill();

    // the data itself: one order and one ledger row per member under the job's keys
    const db = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm } });
    try {
      const key = `reissue-job:${job.id}:%`;
      const perMember = await db.query<{ members: number; orders: number; most: number }>(
        `SELECT count(*)::int AS members, coalesce(sum(n), 0)::int AS orders, coalesce(max(n), 0)::int AS most
           FROM (SELECT member_id, count(*) AS n FROM orders WHERE idempotency_key LIKE $1 GROUP BY member_id) o`,
        [key],
      );
      const ledger = await db.query<{ members: number; rows: number; most: number }>(
        `SELECT count(*)::int AS members, coalesce(sum(n), 0)::int AS rows, coalesce(max(n), 0)::int AS most
           FROM (SELECT l.member_id, count(*) AS n FROM coin_ledger l
                   JOIN orders o ON l.ref_type = 'order' AND l.ref_id = o.id
                  WHERE o.idempotency_key LIKE $1 GROUP BY l.member_id) x`,
        [key],
      );
      const issuedRows = done.issued + done.replayed;
      expect(perMember.rows[0]).toEqual({ members: issuedRows, orders: issuedRows, most: 1 });
      expect(ledger.rows[0]).toEqual({ members: issuedRows, rows: issuedRows, most: 1 });
    } finally {
      await db.close();
    }
  });
});
