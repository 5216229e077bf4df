/**
 * The PGlite worker thread's statement pipeline (docs/decisions/0009) against a build without it:
 * the built `ThreadedPglite` of each checkout (`<checkout>/server/dist`) on its own temp data dir
 * (20,000 rows), one list-page SELECT at concurrency 16 through `query` (Drizzle's path: parameters)
 * and through `preparedRows` (the raw list paths). Both builds run AT THE SAME TIME, in two child
 * processes, so that a shared machine's load falls on both alike; per build it prints queries/s,
 * the process's CPU ms per query and its main thread's (Linux /proc). Rounds repeat the pair.
 *
 *   npm run build -w @opsdeck/shared -w @opsdeck/server && \
 *     node bench/lists/pglite-pipeline.mjs --before <another checkout, built> [--rounds 3] [--queries 4000]
 *       [--path query|prepared]   (one path only: both builds then run the same phase at the same time)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchArgs } from '../lib/bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    before: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    queries: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '16' },
    /** Only one path: `query` or `prepared` (both builds then run the same phase at once). */
    path: { type: 'string' },
    /** Internal: run one build in this process. */
    root: { type: 'string' },
    label: { type: 'string' },
  },
});

const TEXT = 'SELECT * FROM t WHERE id > $1 ORDER BY id LIMIT 20';

/** CPU ms of this process's main thread so far (Linux /proc, 10 ms ticks). */
function mainThreadCpuMs() {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `fn` `n` times at concurrency `c`: queries/s and CPU ms per query (process, main thread). */
async function load(fn, n, c) {
  let started = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpuMs();
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (started < n) {
        started++;
        await fn(started);
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return {
    qps: Math.round((n / wall) * 1000),
    cpu: ((cpu.user + cpu.system) / 1000 / n).toFixed(3),
    main: ((mainThreadCpuMs() - main0) / n).toFixed(3),
  };
}

async function runOne(root, label) {
  const { createThreadedPglite } = await import(join(root, 'server/dist/db/client.js'));
  const { preparedRows } = await import(join(root, 'server/dist/db/prepared.js'));
  const dir = mkdtempSync(join(tmpdir(), 'opsdeck-bench-pipeline-'));
  const pg = await createThreadedPglite(dir);
  try {
    await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, a text, b timestamptz, c bigint);
      INSERT INTO t SELECT g, md5(g::text), now(), g * 7 FROM generate_series(1, 20000) g;`);
    const n = Number(args.queries);
    const c = Number(args.concurrency);
    const viaQuery = (i) => pg.query(TEXT, [i % 19000]);
    const viaPrepared = (i) => preparedRows(pg, TEXT, [i % 19000]);
    const paths = { query: viaQuery, prepared: viaPrepared };
    const chosen = Object.entries(paths).filter(([name]) => !args.path || args.path === name);
    for (const [, fn] of chosen) await load(fn, 500, c);
    const rows = [];
    for (const [name, fn] of chosen) {
      const r = await load(fn, n, c);
      rows.push(`${name} ${r.qps} q/s, CPU ${r.cpu} ms/q (main thread ${r.main})`);
    }
    console.log(`${label}: ${rows.join('; ')}; load ${loadavg()[0].toFixed(1)}`);
  } finally {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.root) {
  await runOne(resolve(args.root), args.label ?? args.root);
} else {
  if (!args.before) throw new Error('--before <another checkout, built>');
  const self = new URL(import.meta.url).pathname;
  const here = resolve(new URL('../..', import.meta.url).pathname);
  const child = (root, label) =>
    new Promise((done, fail) => {
      const p = spawn(process.execPath, [self, '--root', root, '--label', label, ...passOn()], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      p.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${label} exited with ${code}`))));
    });
  for (let round = 1; round <= Number(args.rounds); round++) {
    console.log(`round ${round} (load ${loadavg()[0].toFixed(1)})`);
    await Promise.all([child(resolve(args.before), 'before'), child(here, 'this checkout')]);
  }
}

function passOn() {
  const path = args.path ? ['--path', args.path] : [];
  return ['--queries', String(args.queries), '--concurrency', String(args.concurrency), ...path];
}
