/**
 * CPU per row of a re-issue job, in process: the job's chunks run by `runChunk` (the engine's worker
 * minus pg-boss) on one PGlite database, timed with `process.cpuUsage()` — on a shared machine a far
 * steadier figure than `npm run bench:jobs`' wall time. Each round makes a job of `--rows` members
 * (inserted directly, as `POST /api/admin/reissue-jobs` fixes them), runs it chunk by chunk and folds
 * the rollup deltas it left (counted: the server folds them every 2 s). Modes alternate round by round:
 *
 * - `triggers`: as the server runs;
 * - `no-user-triggers`: the rollup and audit-notify triggers of the tables a batch writes off
 *   (foreign-key checks kept): what those triggers cost;
 * - `no-triggers`: every trigger off (`session_replication_role = replica`, which also skips the
 *   foreign-key checks): what the job's own statements cost.
 *
 *   npx tsx --conditions=@opsdeck/source bench/reissue-jobs/cpu.ts [--data-dir <seeded bench dir>]
 *     [--rows 2000] [--rounds 3] [--kind coins|vip] [--modes triggers,no-triggers]
 *
 * Without `--data-dir` it runs on the demo data in memory. With one, it opens `<dir>/pg` and writes to
 * it: give it a copy. A job it leaves open would be resumed (its rows issued) by the next server on
 * that dir, so stopped early (Ctrl+C, SIGTERM) it cancels the job it is running, and it cancels at
 * start the open jobs a killed earlier run left (bench/lib/open-jobs.ts).
 */

import { loadavg } from 'node:os';
import { rawRows } from '../../server/src/db/raw.js';
import { foldRollups } from '../../server/src/modules/analysis/fold.js';
import { runChunk } from '../../server/src/modules/reissue-jobs/chunk.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { openDemoPglite } from '../lib/database.js';
import { BENCH_JOB_REASON, cancelOpenBenchJobs, onInterrupt } from '../lib/open-jobs.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    rows: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    kind: { type: 'string', default: 'coins' },
    modes: { type: 'string', default: 'triggers,no-triggers' },
    'chunk-size': { type: 'string', default: '500' },
    'data-dir': { type: 'string' },
    // SQL run once before the rounds, `;`-separated (a what-if: an index dropped, a table's fillfactor)
    setup: { type: 'string' },
    // CHECKPOINT before every round (unmeasured): each round's first write of a page is then a
    // full-page write, as a job's first rows after a checkpoint are
    checkpoint: { type: 'boolean', default: false },
  },
});
const rowCount = Number(args.rows);
const rounds = Number(args.rounds);
const kind = args.kind === 'vip' ? 'vip' : 'coins';
const modes = String(args.modes).split(',');
const chunkSize = Number(args['chunk-size']);
// one process per data dir (the lock is released at exit)
const { pglite, database } = await openDemoPglite(args['data-dir']);
const { db } = database;
for (const statement of args.setup?.split(';') ?? []) if (statement.trim()) await pglite.exec(statement);
const log = (line: string) => process.stdout.write(`${line}\n`);
// what an earlier run killed outright (SIGKILL) left open; and what this one is stopped in
await cancelOpenBenchJobs(db, log);
let stopping = false;
onInterrupt(async () => {
  stopping = true;
  await cancelOpenBenchJobs(db, log);
});
/**
 * Between chunks: a turn of the event loop, so that a signal is handled (PGlite answers in
 * microtasks, so a round never yields otherwise); stopped, it waits for the interrupt's cleanup
 * (cancelling the job), which then exits.
 */
async function parkIfStopping(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (stopping) await new Promise<never>(() => {});
}

const members = (
  await rawRows<{ id: number }>(db, `SELECT id FROM members WHERE status = 'active' ORDER BY id LIMIT $1`, [
    rowCount,
  ])
).map((r) => Number(r.id));
const [op] = await rawRows<{ id: number }>(
  db,
  `SELECT id FROM operators WHERE role = 'admin' ORDER BY id LIMIT 1`,
);
if (!op) throw new Error('no admin operator');
log(
  `${members.length} rows per job, kind ${kind}, chunks of ${chunkSize}, ${rounds} rounds of ${modes.join(', ')}`,
);

async function makeJob(): Promise<number> {
  const [job] = await rawRows<{ id: number }>(
    db,
    `INSERT INTO reissue_jobs (kind, amount, reason, status, row_count, total, chunk_size, created_by, ip)
      VALUES ($1, 1, $5, 'queued', $2::int, $2::int, $3, $4, '127.0.0.1') RETURNING id`,
    [kind, members.length, chunkSize, op?.id, BENCH_JOB_REASON],
  );
  const id = Number(job?.id);
  await rawRows(
    db,
    `INSERT INTO reissue_job_rows (job_id, seq, member_id, visible_id, amount, reason)
      SELECT $1, u.n, m.id, m.visible_id, 1, $3
      FROM unnest(string_to_array($2, ',')::int[]) WITH ORDINALITY AS u(member_id, n) JOIN members m ON m.id = u.member_id`,
    [id, members.join(','), BENCH_JOB_REASON],
  );
  return id;
}

/** The tables a job's batch writes whose own (non-constraint) triggers `no-user-triggers` turns off. */
const USER_TRIGGER_TABLES = ['orders', 'coin_ledger', 'vip_grants', 'members', 'audit_log'];

const results = new Map<string, number[]>();
for (let round = 1; round <= rounds; round++) {
  for (const mode of modes) {
    const jobId = await makeJob();
    log(`round ${round} ${mode}: job ${jobId} running`);
    if (args.checkpoint) await pglite.exec('CHECKPOINT');
    await pglite.exec(`SET session_replication_role = ${mode === 'no-triggers' ? 'replica' : 'origin'}`);
    for (const table of USER_TRIGGER_TABLES)
      await pglite.exec(
        `ALTER TABLE ${table} ${mode === 'no-user-triggers' ? 'DISABLE' : 'ENABLE'} TRIGGER USER`,
      );
    const load = loadavg()[0]?.toFixed(1);
    const wall = Date.now();
    const cpu = process.cpuUsage();
    for (let from = 1; from <= members.length; from += chunkSize) {
      await parkIfStopping();
      await runChunk(db, jobId, from, Math.min(members.length, from + chunkSize - 1));
    }
    await parkIfStopping();
    await foldRollups(db);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000;
    await pglite.exec('SET session_replication_role = origin');
    for (const table of USER_TRIGGER_TABLES) await pglite.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    const [done] = await rawRows<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM reissue_job_rows WHERE job_id = $1 AND state = 'issued'`,
      [jobId],
    );
    if (Number(done?.n) !== members.length)
      throw new Error(`job ${jobId}: ${done?.n} of ${members.length} issued`);
    const perRow = (ms * 1000) / members.length;
    results.set(mode, [...(results.get(mode) ?? []), perRow]);
    log(
      `round ${round} ${mode.padEnd(11)} ${perRow.toFixed(0).padStart(5)} µs CPU per row, wall ${((Date.now() - wall) / 1000).toFixed(1)} s, load ${load}`,
    );
  }
}
for (const [mode, perRow] of results)
  log(
    `${mode.padEnd(11)} lowest ${Math.min(...perRow).toFixed(0)} µs, mean ${(perRow.reduce((s, v) => s + v, 0) / perRow.length).toFixed(0)} µs CPU per row`,
  );
log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await database.close();
