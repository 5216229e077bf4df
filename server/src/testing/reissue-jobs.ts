import { randomUUID } from 'node:crypto';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { expect, vi } from 'vitest';
import { rawRows } from '../db/raw.js';
import { queryRows } from '../db/sql.js';
import { invariantViolationsSql } from '../modules/ledger/service.js';
import type { FourEyesApp } from './suite.js';
import { WAIT_FOR } from './wait.js';

/** A job of a few dozen rows takes seconds; a loaded 2-core machine may be ten times slower. */
export const JOB_WAIT = 90_000;
/** The options of a test that runs a job to its end. */
export const JOB_TEST = { timeout: 2 * JOB_WAIT };

/** What the re-issue job suites (modules/reissue-jobs/*.test.ts) do through the file's app `t`. */
export function reissueJobKit(t: FourEyesApp) {
  /** POST /api/admin/reissue-jobs as `token` (the admin), with a new Idempotency-Key unless `key` (null: none). */
  function post(body: unknown, opts: { token?: string; key?: string | null; locale?: string } = {}) {
    const key = opts.key === undefined ? randomUUID() : opts.key;
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/reissue-jobs',
      headers: {
        authorization: `Bearer ${opts.token ?? t.admin}`,
        'content-type': 'application/json',
        'accept-language': opts.locale ?? 'en-US',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(body),
    });
  }

  async function jobOf(id: number, token = t.admin): Promise<ReissueJob> {
    const res = await t.request('GET', `/admin/reissue-jobs/${id}`, token);
    expect(res.status).toBe(200);
    return res.body.data as ReissueJob;
  }

  /** Waits until the job has stopped changing, and answers it. */
  async function finished(id: number): Promise<ReissueJob> {
    return vi.waitFor(
      async () => {
        const job = await jobOf(id);
        expect(['done', 'cancelled', 'failed']).toContain(job.status);
        return job;
      },
      { ...WAIT_FOR, timeout: JOB_WAIT },
    );
  }

  /** Orders issued under the job's keys, per member: each must be exactly one. */
  async function ordersPerMember(jobId: number) {
    return rawRows<{ member_id: number; n: string | number; coins: string | number }>(
      t.database.db,
      `SELECT member_id, count(*) AS n, sum(coins) AS coins FROM orders
        WHERE idempotency_key LIKE $1 GROUP BY member_id`,
      [`reissue-job:${jobId}:%`],
    );
  }

  /** Rows of the ledger invariants' check that fail (0 when the books balance). */
  async function invariantViolations(): Promise<number> {
    const rows = await queryRows<{ id: number }>(t.database.db, invariantViolationsSql);
    return rows.length;
  }

  return { post, jobOf, finished, ordersPerMember, invariantViolations };
}
