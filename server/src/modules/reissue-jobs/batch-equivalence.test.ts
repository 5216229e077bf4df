import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { HttpError } from '../../errors.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { foldRollups } from '../analysis/fold.js';
import { invariantViolationsSql } from '../ledger/service.js';
import { reissueCoins } from '../members/reissue-coins.js';
import { reissueVip } from '../members/reissue-vip.js';
import { BATCH_ROWS, rowKey, runChunk } from './chunk.js';

/**
 * The batch path of a job (batch.ts: the fresh rows of a batch in one statement) against the single
 * re-issue path: two copies of one database, the same rows — fresh members, a banned one, a key
 * already issued with the same body (replays) and with another body (conflict) — run one re-issue at
 * a time through `reissueCoins`/`reissueVip` on one copy and as a job (`runChunk`) on the other. The
 * orders, ledger rows, VIP grants, balances, audit rows (each notified on the audit feed), row
 * outcomes and rollups must be the same.
 */

const JOB_ID = 7001;
const REASON = 'outage compensation';

interface JobRow {
  memberId: number;
  amount: number;
}

let single: TestApp;
let batch: TestApp;
let operatorId: number;

beforeAll(async () => {
  [single, batch] = await Promise.all([buildTestApp(), buildTestApp()]);
  const [op] = await rawRows<{ id: number }>(
    single.database.db,
    `SELECT id FROM operators WHERE role = 'admin' ORDER BY id LIMIT 1`,
  );
  if (!op) throw new Error('no admin operator');
  operatorId = Number(op.id);
});
afterAll(async () => {
  await Promise.all([single?.close(), batch?.close()]);
});

/** Members for a job: `active` active ones (some VIP now, some not) and the first banned one. */
async function pickMembers(db: Db, active: number): Promise<{ active: number[]; banned: number }> {
  const rows = await rawRows<{ id: number }>(
    db,
    `SELECT id FROM members WHERE status = 'active' ORDER BY (vip_expires_at > now()) DESC NULLS LAST, id LIMIT $1`,
    [active],
  );
  const [banned] = await rawRows<{ id: number }>(
    db,
    `SELECT id FROM members WHERE status = 'banned' ORDER BY id LIMIT 1`,
  );
  if (!banned || rows.length < active) throw new Error('the seed has too few members');
  return { active: rows.map((r) => Number(r.id)).sort((a, b) => a - b), banned: Number(banned.id) };
}

async function insertJob(db: Db, jobId: number, kind: 'coins' | 'vip', rows: JobRow[]): Promise<void> {
  await rawRows(
    db,
    `INSERT INTO reissue_jobs (id, kind, amount, reason, status, row_count, total, chunk_size, created_by, ip)
      OVERRIDING SYSTEM VALUE VALUES ($1, $2, NULL, $3, 'queued', $4, $5, $6, $7, '203.0.113.7')`,
    [jobId, kind, REASON, rows.length, rows.reduce((s, r) => s + r.amount, 0), rows.length, operatorId],
  );
  await rawRows(
    db,
    `INSERT INTO reissue_job_rows (job_id, seq, member_id, visible_id, amount, reason)
      SELECT $1, r.seq, r.member_id, m.visible_id, r.amount, $3
      FROM jsonb_to_recordset($2::jsonb) AS r(seq int, member_id int, amount int) JOIN members m ON m.id = r.member_id`,
    [
      jobId,
      JSON.stringify(rows.map((r, i) => ({ seq: i + 1, member_id: r.memberId, amount: r.amount }))),
      REASON,
    ],
  );
}

async function maxAuditId(db: Db): Promise<number> {
  const [r] = await rawRows<{ id: number | null }>(db, 'SELECT max(id) AS id FROM audit_log');
  return Number(r?.id ?? 0);
}

/** One re-issue of the single path; answers the outcome as a job row records it. */
async function singleReissue(
  db: Db,
  kind: 'coins' | 'vip',
  jobId: number,
  row: JobRow,
): Promise<{ state: string; order_no: string | null; error: string | null }> {
  const ctx = { operatorId, ip: '203.0.113.7', idempotencyKey: rowKey(jobId, row.memberId) };
  try {
    const r =
      kind === 'coins'
        ? await reissueCoins(db, { memberId: row.memberId, coins: row.amount, reason: REASON }, ctx)
        : await reissueVip(db, { memberId: row.memberId, days: row.amount, reason: REASON }, ctx);
    return { state: r.replayed ? 'replayed' : 'issued', order_no: r.orderNo, error: null };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { state: 'failed', order_no: null, error: err.messageKey };
  }
}

/**
 * Order numbers come from a block per database connection (migration 027): on PGlite (one
 * connection) both paths draw the same numbers; on PostgreSQL the single path's transactions run on
 * whichever pooled connection is free, so there only the prefix and day are compared (and every
 * audit row's number against its order's).
 */
const exactNumbers = (t: TestApp) => t.database.kind === 'pglite';
const numberOf = (exact: boolean, orderNo: unknown) =>
  exact || typeof orderNo !== 'string' ? orderNo : orderNo.slice(0, 'PAT20261129'.length);

/** What both databases must agree on, for the job's keys and the members of its rows. */
async function snapshot(t: TestApp, jobId: number, memberIds: number[]) {
  const db = t.database.db;
  const exact = exactNumbers(t);
  await foldRollups(db);
  const like = `reissue-job:${jobId}:%`;
  const ids = JSON.stringify(memberIds);
  const q = (text: string, params: unknown[] = []) => rawRows<Record<string, unknown>>(db, text, params);
  const orders = await q(
    `SELECT id, order_no, kind, member_id, status, product_code, amount_cents, channel, coins, vip_days, reason,
          operator_id, idempotency_key, request_hash, created_at = paid_at AS paid_at_created
        FROM orders WHERE idempotency_key LIKE $1 ORDER BY id`,
    [like],
  );
  return {
    orders: orders.map((o) => ({ ...o, order_no: numberOf(exact, o.order_no) })),
    ledger: await q(
      `SELECT l.id, l.member_id, l.delta, l.balance_after, l.reason, l.ref_type, l.ref_id, l.operator_id,
          l.created_at = o.created_at AS at_order
        FROM coin_ledger l JOIN orders o ON o.id = l.ref_id AND l.ref_type = 'order'
        WHERE o.idempotency_key LIKE $1 ORDER BY l.id`,
      [like],
    ),
    grants: await q(
      `SELECT g.id, g.member_id, g.days, g.source, g.ref_id, g.ends_at - g.starts_at AS span,
          CASE WHEN g.starts_at = g.created_at THEN NULL ELSE g.starts_at END AS stacked_on,
          g.created_at = o.created_at AS at_order
        FROM vip_grants g JOIN orders o ON o.id = g.ref_id WHERE o.idempotency_key LIKE $1 ORDER BY g.id`,
      [like],
    ),
    members: await q(
      `SELECT m.id, m.coin_balance, m.points_balance, m.status,
          m.vip_expires_at IS NOT DISTINCT FROM (SELECT max(ends_at) FROM vip_grants g WHERE g.member_id = m.id) AS vip_ok
        FROM members m WHERE m.id IN (SELECT value::int FROM jsonb_array_elements_text($1::jsonb)) ORDER BY m.id`,
      [ids],
    ),
    // the payload without the instants that depend on when each path ran (checked against the grants
    // above); ids from the first (a job copy also holds its earlier jobs' `reissueJob.finish` rows)
    audit: await q(
      `SELECT id - min(id) OVER () AS id, operator_id, action, target_type, target_id, status, ip, api_token_id, api_token_name,
          payload - 'vipExpiresAfter' - 'vipExpiresBefore' - CASE WHEN $2 THEN '' ELSE 'orderNo' END AS payload,
          payload->>'orderNo' = (SELECT order_no FROM orders o WHERE o.id = (payload->>'orderId')::int) AS order_no_ok,
          payload->>'vipExpiresAfter' IS NOT DISTINCT FROM (
            SELECT to_char(g.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            FROM vip_grants g WHERE g.id = (payload->>'grantId')::int) AS after_ok
        FROM audit_log WHERE action IN ('member.reissueCoins', 'member.reissueVip')
          AND payload->>'idempotencyKey' LIKE $1 ORDER BY id`,
      [like, exact],
    ),
    orderNumbers: exact
      ? await q('SELECT prefix, day, shard, next_value, last_value FROM order_number_blocks ORDER BY 1, 2, 3')
      : null,
    sequences: exact ? await q('SELECT prefix, day, last_value FROM order_sequences ORDER BY 1, 2') : null,
    daily: await q('SELECT day, metric, dim, value FROM analysis_daily ORDER BY 1, 2, 3'),
    monthly: await q('SELECT month, metric, dim, days FROM analysis_monthly ORDER BY 1, 2, 3'),
    payers: await q('SELECT day, member_id FROM analysis_daily_payers ORDER BY 1, 2'),
    violations: (await queryRows<{ id: number }>(db, invariantViolationsSql)).length,
  };
}

async function compare(kind: 'coins' | 'vip', jobId: number, amountOf: (i: number) => number) {
  const picked = await pickMembers(single.database.db, BATCH_ROWS + 30);
  const [replayed, conflicting] = picked.active;
  if (replayed === undefined || conflicting === undefined) throw new Error('too few members');
  const rows: JobRow[] = picked.active.map((memberId, i) => ({ memberId, amount: amountOf(i) }));
  // the banned member in the middle of the first batch
  rows.splice(40, 0, { memberId: picked.banned, amount: 3 });
  const memberIds = rows.map((r) => r.memberId);
  const replayedRow = rows.find((r) => r.memberId === replayed);
  if (!replayedRow) throw new Error('no replayed row');

  // on both copies, before the job: the replayed member's key issued with the same body, the
  // conflicting member's with another amount
  for (const t of [single, batch]) {
    expect((await singleReissue(t.database.db, kind, jobId, replayedRow)).state).toBe('issued');
    const other = { memberId: conflicting, amount: 99 };
    expect((await singleReissue(t.database.db, kind, jobId, other)).state).toBe('issued');
    await insertJob(t.database.db, jobId, kind, rows);
  }

  // the audit feed's notifies (one per audit row, per row on the single path, per statement in a batch)
  const heard = [new Set<number>(), new Set<number>()] as const;
  const lastAudit = await Promise.all([single, batch].map((t) => maxAuditId(t.database.db)));
  const stops = await Promise.all(
    [single, batch].map((t, i) => t.database.listen('opsdeck_audit', (id) => heard[i]?.add(Number(id)))),
  );
  const expected = [];
  for (const row of rows) expected.push(await singleReissue(single.database.db, kind, jobId, row));
  await runChunk(batch.database.db, jobId, 1, rows.length);
  for (const [i, t] of [single, batch].entries()) {
    const written = await rawRows<{ id: number }>(
      t.database.db,
      `SELECT id FROM audit_log WHERE id > $1 AND payload->>'idempotencyKey' LIKE $2 ORDER BY id`,
      [lastAudit[i], `reissue-job:${jobId}:%`],
    );
    expect(written).toHaveLength(rows.length - 3);
    await vi.waitFor(() => {
      for (const w of written) expect(heard[i]?.has(Number(w.id)), `audit ${w.id} notified`).toBe(true);
    }, WAIT_FOR);
  }
  await Promise.all(stops.map((stop) => stop()));
  const outcomes = await rawRows<{ state: string; order_no: string | null; error: string | null }>(
    batch.database.db,
    'SELECT state, order_no, error FROM reissue_job_rows WHERE job_id = $1 ORDER BY seq',
    [jobId],
  );
  const exact = exactNumbers(batch);
  const numbered = (rs: { state: string; order_no: string | null; error: string | null }[]) =>
    rs.map((r) => ({ ...r, order_no: numberOf(exact, r.order_no) }));
  expect(numbered(outcomes)).toEqual(numbered(expected));
  const states = expected.map((e) => e.state);
  expect(states.filter((s) => s === 'issued')).toHaveLength(rows.length - 3);
  expect(states.filter((s) => s === 'replayed')).toHaveLength(1);
  expect(expected.filter((e) => e.state === 'failed').map((e) => e.error)).toEqual(
    expect.arrayContaining(['money.errors.memberBanned', 'money.errors.idempotencyConflict']),
  );

  const a = await snapshot(single, jobId, memberIds);
  const b = await snapshot(batch, jobId, memberIds);
  expect(a.violations).toBe(0);
  expect(b.orders).toHaveLength(rows.length - 1);
  expect(b.audit.every((r) => r.after_ok && r.order_no_ok)).toBe(true);
  expect(b).toEqual(a);
}

describe('a job batch writes what the single re-issue path writes, row for row', () => {
  test('coins: orders, ledger, balances, audit, outcomes and rollups', { timeout: 120_000 }, async () => {
    await compare('coins', JOB_ID, (i) => 1 + (i % 7));
  });

  test('VIP: orders, grants, expiries, audit, outcomes and rollups', { timeout: 120_000 }, async () => {
    await compare('vip', JOB_ID + 1, (i) => 1 + (i % 5));
  });
});
