/**
 * A re-issue job's throughput on PGlite (the target: 10,000 rows in ≤ 10 s on an idle 2-core
 * machine). Seeds a data dir with the demo generator (`--members`, default 10,000; orders few, so
 * the seed is quick), starts the built server on it, signs in, creates one job over every member
 * (POST /api/admin/reissue-jobs, filter {}) and polls GET /api/admin/reissue-jobs/{id} until done.
 * Prints the rows, the time from creation to done, rows per second, the server's CPU time in that
 * span (user + system, from /proc: on a shared machine a steadier figure than the wall time) and the
 * load average before and after.
 *
 * Without `--data-dir` the data dir is a throwaway one, removed when the bench ends. A job left open
 * would be resumed by the next server on its data dir: stopped early (Ctrl+C, SIGTERM) or failing,
 * the bench cancels its job before it stops the server, and it cancels at start the open jobs a
 * killed earlier run left in `--data-dir` (bench/lib/open-jobs.ts).
 *
 *   npm run bench:jobs -- --members 10000 [--data-dir /tmp/opsdeck-bench-jobs]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCK_FILE } from '../../server/src/db/data-dir-lock.js';
import { DEMO_OPERATORS } from '../../server/src/modules/demo/operators.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { ensureSeeded, openBenchDatabase } from '../lib/database.js';
import { signIn } from '../lib/http.js';
import { BENCH_JOB_REASON, cancelOpenBenchJobs, onInterrupt } from '../lib/open-jobs.js';
import { startBenchServer } from '../lib/server.js';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const { values } = benchArgs(import.meta.url, {
  options: {
    members: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '20000' },
    'data-dir': { type: 'string' },
  },
});
const members = Number(values.members);
const throwaway = values['data-dir'] === undefined;
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'opsdeck-bench-jobs-'));
const removeThrowaway = () => {
  if (throwaway) rmSync(dataDir, { recursive: true, force: true });
};
const log = (line: string) => process.stdout.write(`${line}\n`);

const bench = await openBenchDatabase({ dataDir });
await ensureSeeded(bench, { members, orders: Number(values.orders) }, log);
// the jobs an earlier run killed outright (SIGKILL) left open: the server would resume them
await cancelOpenBenchJobs(bench.database.db, log);
await bench.database.close();
// this process is done with the data: the server takes it over (the lock is held until exit otherwise)
rmSync(join(dataDir, LOCK_FILE), { force: true });

const server = await startBenchServer(ROOT, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' });
/**
 * Stops the server, then removes a throwaway data dir, or cancels in `--data-dir` the job this run
 * left open (stopped early or failing). Directly in the database, once the server is gone: a Ctrl+C
 * reaches the server too, which may be shutting down already and answer no request.
 */
let stopped: Promise<void> | null = null;
const stop = () => {
  stopped ??= stopOnce();
  return stopped;
};
const stopOnce = async () => {
  await server.stop();
  if (throwaway) {
    removeThrowaway();
    return;
  }
  const again = await openBenchDatabase({ dataDir });
  try {
    await cancelOpenBenchJobs(again.database.db, log);
  } finally {
    await again.database.close();
  }
};
let interrupted = false;
onInterrupt(async () => {
  interrupted = true;
  await stop();
});
try {
  const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  const token = await signIn(server.url, admin.phone, admin.password);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: Record<string, unknown> } }));
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const cpuBefore = server.cpuMs();
  const started = Date.now();
  const created = await api('/admin/reissue-jobs', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ kind: 'coins', amount: 1, reason: BENCH_JOB_REASON, filter: {} }),
  });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = Number(created.body.data.id);
  const rows = Number(created.body.data.count);
  log(`job ${id}: created, ${rows} rows`);
  const createdMs = Date.now() - started;
  let job = created.body.data;
  for (;;) {
    job = (await api(`/admin/reissue-jobs/${id}`)).body.data;
    if (!['queued', 'running'].includes(String(job.status))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = server.cpuMs();
  const runSeconds =
    (Date.parse(String(job.finishedAt)) - Date.parse(String(job.startedAt ?? job.createdAt))) / 1000;
  log(
    `job ${id}: ${rows} rows, status ${String(job.status)}, issued ${String(job.issued)}, failed ${String(job.failed)}`,
  );
  log(`  created (rows fixed, answered) in ${createdMs} ms`);
  const startedMs = Date.parse(String(job.startedAt)) - Date.parse(String(job.createdAt));
  log(`  created → first chunk ${startedMs} ms (the engine starting: pg-boss, its queue, the chunks)`);
  log(`  created → done ${seconds.toFixed(1)} s (${(rows / seconds).toFixed(0)} rows/s)`);
  log(`  running (first chunk → done) ${runSeconds.toFixed(1)} s (${(rows / runSeconds).toFixed(0)} rows/s)`);
  if (cpuBefore !== null && cpuAfter !== null) {
    const cpu = cpuAfter - cpuBefore;
    log(`  server CPU ${(cpu / 1000).toFixed(1)} s (${((cpu * 1000) / rows).toFixed(0)} µs per row)`);
  }
  log(`  load average ${loadBefore} → ${load()}`);
} catch (error) {
  // stopped by a signal (the server went away under the poll): the interrupt's cleanup exits
  if (interrupted) await new Promise<never>(() => {});
  throw error;
} finally {
  await stop();
}
