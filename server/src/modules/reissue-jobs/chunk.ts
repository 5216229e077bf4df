import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import { rawRows } from '../../db/raw.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { coinsSpec } from '../members/reissue-coins.js';
import { type LockedWithKey, lockMembersWithKeys, type ReissueContext } from '../members/reissue-common.js';
import { reissueInTx } from '../members/reissue-flow.js';
import { vipSpec } from '../members/reissue-vip.js';
import { countJobRows } from '../metrics/counters.js';
import { type FreshRow, issueFreshRows } from './batch.js';
import { notifyJob } from './notify.js';

/**
 * Runs the rows of one chunk (seq `from`..`to`) of a job, a batch of rows per transaction. Each row
 * goes through the ordinary re-issue path (`reissueInTx`: patch order, ledger row or VIP grant,
 * audit row) under the key `reissue-job:<job>:<member>`, so a row can never be issued twice: a row
 * run again (a chunk retried after a crash) replays. The row's result is written in the same
 * transaction as its re-issue, so a crash loses neither: the uncommitted batch is simply run again.
 * A refusal of one row (member banned or gone) fails that row only; any other error rolls the batch
 * back and fails the chunk, which pg-boss retries.
 */

/** Rows per transaction: large enough to spread BEGIN/COMMIT, small enough to hold locks briefly. */
export const BATCH_ROWS = 100;

/** The idempotency key of a job's row: one per job and member. */
export const rowKey = (jobId: number, memberId: number) => `reissue-job:${jobId}:${memberId}`;

interface JobHead {
  status: string;
  kind: 'coins' | 'vip';
  created_by: number;
  ip: string;
}

interface PendingRow {
  seq: number;
  member_id: number;
  amount: number;
  reason: string;
}

interface RowResult {
  seq: number;
  state: 'issued' | 'replayed' | 'failed';
  order_no: string | null;
  error: string | null;
  params: Record<string, unknown> | null;
}

/** A job turns running when its first chunk starts. */
async function markRunning(db: Db, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const started = await txPreparedRows<{ id: number }>(
      tx,
      `UPDATE reissue_jobs SET status = 'running', started_at = coalesce(started_at, now())
        WHERE id = $1 AND status = 'queued' RETURNING id`,
      [jobId],
    );
    if (started.length > 0) await notifyJob(tx, jobId, 'running');
  });
}

async function runRow(
  tx: Tx,
  job: JobHead,
  jobId: number,
  row: PendingRow,
  found: LockedWithKey | undefined,
): Promise<RowResult> {
  const ctx: ReissueContext = {
    operatorId: job.created_by,
    ip: job.ip,
    idempotencyKey: rowKey(jobId, row.member_id),
  };
  const key = rowKey(jobId, row.member_id);
  try {
    const result =
      job.kind === 'coins'
        ? await reissueInTx(
            tx,
            key,
            coinsSpec({ memberId: row.member_id, coins: row.amount, reason: row.reason }, ctx),
            ctx,
            undefined,
            found,
          )
        : await reissueInTx(
            tx,
            key,
            vipSpec({ memberId: row.member_id, days: row.amount, reason: row.reason }, ctx),
            ctx,
            undefined,
            found,
          );
    return {
      seq: row.seq,
      state: result.replayed ? 'replayed' : 'issued',
      order_no: result.orderNo,
      error: null,
      params: null,
    };
  } catch (err) {
    // refusals are thrown before the row wrote anything: the transaction goes on
    if (!(err instanceof HttpError)) throw err;
    return { seq: row.seq, state: 'failed', order_no: null, error: err.messageKey, params: err.params };
  }
}

/**
 * The batch's rows, each with what the batch's lock found for it. A row whose member is active and
 * whose key has no order yet is fresh: the fresh rows are written together (`issueFreshRows`, one
 * statement for all of them, the same rows as one `reissueInTx` each). Every other row (a replay, a
 * member banned or gone, a key whose order has another body) runs through `reissueInTx`, which
 * replays it or refuses it without writing. Answers the results in the rows' order.
 */
async function runRows(
  tx: Tx,
  job: JobHead,
  jobId: number,
  rows: readonly PendingRow[],
  found: readonly (LockedWithKey | undefined)[],
): Promise<RowResult[]> {
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const fresh: { at: number; row: FreshRow }[] = [];
  for (const [i, row] of rows.entries()) {
    const f = found[i];
    if (f?.member && !f.keyed && f.member.status === 'active') {
      const row_: FreshRow = {
        member: f.member,
        amount: row.amount,
        reason: row.reason,
        key: rowKey(jobId, row.member_id),
      };
      fresh.push({ at: i, row: row_ });
    } else {
      results[i] = await runRow(tx, job, jobId, row, f);
    }
  }
  const numbers = await issueFreshRows(
    tx,
    job.kind,
    fresh.map((f) => f.row),
    { operatorId: job.created_by, ip: job.ip },
  );
  for (const [j, f] of fresh.entries()) {
    const row = rows[f.at];
    if (!row) continue;
    results[f.at] = {
      seq: row.seq,
      state: 'issued',
      order_no: numbers[j] ?? null,
      error: null,
      params: null,
    };
  }
  return results.filter((r): r is RowResult => r !== undefined);
}

/**
 * One transaction: if the job is still queued or running (read under a share lock, so a cancel
 * waits for this batch and the batch never runs after a cancel), the next pending rows of the
 * chunk, each re-issued and its result written. Answers how many rows it ran (0: nothing left, or
 * the job stopped).
 */
async function runBatch(db: Db, jobId: number, from: number, to: number): Promise<number> {
  const ran = await db.transaction(async (tx) => {
    const [job] = await txPreparedRows<JobHead>(
      tx,
      'SELECT status, kind, created_by, ip FROM reissue_jobs WHERE id = $1 FOR SHARE',
      [jobId],
    );
    if (!job || (job.status !== 'running' && job.status !== 'queued')) return null;
    const rows = await txPreparedRows<PendingRow>(
      tx,
      `SELECT seq, member_id, amount, reason FROM reissue_job_rows
        WHERE job_id = $1 AND seq BETWEEN $2 AND $3 AND state = 'pending' ORDER BY seq LIMIT $4 FOR UPDATE`,
      [jobId, from, to, BATCH_ROWS],
    );
    if (rows.length === 0) return null;
    // every member of the batch locked and its key looked up in one statement, in seq order; each
    // row then runs through the re-issue path with what was found for it
    const found = await lockMembersWithKeys(
      tx,
      rows.map((r) => ({ memberId: r.member_id, key: rowKey(jobId, r.member_id) })),
    );
    const results = await runRows(tx, job, jobId, rows, found);
    await txPreparedRows(
      tx,
      `UPDATE reissue_job_rows r SET state = v.state, order_no = v.order_no, error = v.error,
          error_params = v.params, done_at = now()
        FROM jsonb_to_recordset($2::jsonb) AS v(seq int, state text, order_no text, error text, params jsonb)
        WHERE r.job_id = $1 AND r.seq = v.seq`,
      [jobId, JSON.stringify(results)],
    );
    await notifyJob(tx, jobId, 'running');
    return { kind: job.kind, results };
  });
  if (!ran) return 0;
  // the rows are committed: count them by outcome on /metrics (opsdeck_job_rows_total)
  for (const state of ['issued', 'replayed', 'failed'] as const) {
    const n = ran.results.filter((r) => r.state === state).length;
    if (n > 0) countJobRows(`reissue_${ran.kind}`, state, n);
  }
  return ran.results.length;
}

/** Marks the job done once no row is pending (whichever process ran its last chunk). */
async function finishIfDone(db: Db, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await txPreparedRows<{ id: number; created_by: number; ip: string }>(
      tx,
      `UPDATE reissue_jobs SET status = 'done', finished_at = now()
        WHERE id = $1 AND status = 'running'
          AND NOT EXISTS (SELECT 1 FROM reissue_job_rows WHERE job_id = $1 AND state = 'pending')
        RETURNING id, created_by, ip`,
      [jobId],
    );
    if (!done) return;
    const [c] = await txPreparedRows<Record<string, string | number>>(
      tx,
      `SELECT count(*) FILTER (WHERE state = 'issued') AS issued, count(*) FILTER (WHERE state = 'replayed') AS replayed,
          count(*) FILTER (WHERE state = 'failed') AS failed
        FROM reissue_job_rows WHERE job_id = $1`,
      [jobId],
    );
    await writeAudit(tx, {
      operatorId: done.created_by,
      action: 'reissueJob.finish',
      targetType: 'reissueJob',
      targetId: String(jobId),
      payload: {
        jobId,
        issued: Number(c?.issued ?? 0),
        replayed: Number(c?.replayed ?? 0),
        failed: Number(c?.failed ?? 0),
      },
      ip: done.ip,
    });
    await notifyJob(tx, jobId, 'done');
  });
}

/**
 * Runs a chunk to its end (or until the job stops), then finishes the job if it was the last.
 * Between batches it awaits `pause` (the engine's: on PGlite, a short wait while requests are in
 * flight; see engine.ts).
 */
export async function runChunk(
  db: Db,
  jobId: number,
  from: number,
  to: number,
  pause?: () => Promise<void>,
): Promise<void> {
  await markRunning(db, jobId);
  while ((await runBatch(db, jobId, from, to)) > 0) await pause?.();
  await finishIfDone(db, jobId);
}

/** Marks a job failed (its chunk kept failing); its pending rows stay unrun. */
export async function failJob(db: Db, jobId: number, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await txPreparedRows<{ id: number }>(
      tx,
      `UPDATE reissue_jobs SET status = 'failed', finished_at = now(), error = $2
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [jobId, message.slice(0, 500)],
    );
    if (failed.length > 0) await notifyJob(tx, jobId, 'failed');
  });
}

/** The chunks of the open jobs (queued or running) with rows still pending: what a starting engine re-queues. */
export async function openChunks(
  db: Db,
): Promise<{ jobId: number; from: number; to: number; chunk: number }[]> {
  const rows = await rawRows<{ job_id: number; chunk: number; chunk_size: number }>(
    db,
    `SELECT DISTINCT r.job_id, (r.seq - 1) / j.chunk_size AS chunk, j.chunk_size
      FROM reissue_jobs j JOIN reissue_job_rows r ON r.job_id = j.id AND r.state = 'pending'
      WHERE j.status IN ('queued', 'running')`,
  );
  return rows.map((r) => ({
    jobId: r.job_id,
    chunk: Number(r.chunk),
    from: Number(r.chunk) * r.chunk_size + 1,
    to: (Number(r.chunk) + 1) * r.chunk_size,
  }));
}
