/**
 * Analysis endpoints benchmark. Seeds (or reuses) a PGlite data dir of the given size, starts the built
 * server on it, discovers the analysis and dashboard endpoints from GET /api/openapi.json and, for each
 * endpoint, argument and range (ending today, UTC+8), prints latency p50/p95/p99 at the given
 * concurrency as a markdown table (also written to bench/out/analysis-<members>-<orders>.md), with the
 * machine's load average before and after (the figures depend on it), and the server process's CPU
 * time per request (user + system, from /proc; 10 ms ticks over the row): on a loaded machine the
 * latencies measure the wait for a core, the CPU per request what the endpoint costs.
 *
 *   npm run bench:analysis -- [--members 200000] [--orders 2000000] [--requests 400] [--concurrency 8]
 *                             [--ranges 7,30,90,366] [--data-dir bench/out/pglite-200000-2000000]
 *                             [--root <a checkout whose built server to run, e.g. the base branch's>]
 *                             [--only <regular expression a row's URL path must match>]
 *
 * With DATABASE_URL set it measures that PostgreSQL instead (seeded there when it has no members).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { businessDay } from '../../server/src/db/business-day.js';
import { DEMO_OPERATORS } from '../../server/src/modules/demo/operators.js';
import { dataSetOptions } from '../lib/args.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { ensureSeeded, hasPgliteData, openBenchDatabase } from '../lib/database.js';
import { httpClient, signIn } from '../lib/http.js';
import { type LoadResult, ms, runLoad } from '../lib/load.js';
import { startBenchServer } from '../lib/server.js';
import { type BenchCall, benchCalls, type OpenApi } from './endpoints.js';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = benchArgs(import.meta.url, {
  options: {
    ...dataSetOptions({ requests: '400', concurrency: '8' }),
    ranges: { type: 'string', default: '7,30,90,366' },
    /** Another checkout's root whose built server/dist to measure (a "before" build). */
    root: { type: 'string' },
    /** Only the rows whose URL path (with its query) matches this regular expression. */
    only: { type: 'string' },
  },
});
const sizes = { members: Number(args.members), orders: Number(args.orders) };
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const ranges = args.ranges.split(',').map(Number);
const dataDir = resolve(
  args['data-dir'] ?? join(ROOT, 'bench', 'out', `pglite-${sizes.members}-${sizes.orders}`),
);
const log = (line: string) => console.error(line);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

// PostgreSQL when DATABASE_URL is set (seeded there when empty), else PGlite at the data dir; an
// existing data dir is reused as it is (the server migrates it when it starts)
const url = process.env.DATABASE_URL;
if (!url && hasPgliteData(dataDir)) log(`reusing ${dataDir}`);
else {
  const bench = await openBenchDatabase(url ? { url } : { dataDir });
  try {
    await ensureSeeded(bench, sizes, log);
  } finally {
    await bench.database.close();
  }
}

const loadBefore = load();
log('starting the server…');
const server = await startBenchServer(resolve(args.root ?? ROOT), {
  ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const rows: { call: BenchCall; result: LoadResult; cpu: number | null }[] = [];
try {
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
  const only = args.only ? new RegExp(args.only) : null;
  const calls = benchCalls(doc, businessDay(new Date()), ranges, (line) => log(`skipped ${line}`)).filter(
    (call) => !only || only.test(call.path),
  );
  const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
  const token = await signIn(server.url, admin?.phone ?? '', admin?.password ?? '');
  const client = httpClient(server.url, token, concurrency);
  for (const call of calls) {
    log(`${call.path}`);
    const task = async () => void (await client.get(call.path));
    await runLoad(task, Math.min(50, requests), concurrency);
    const cpuBefore = server.cpuMs();
    const result = await runLoad(task, requests, concurrency);
    const cpuAfter = server.cpuMs();
    const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.count;
    rows.push({ call, result, cpu });
  }
  client.close();
} finally {
  await server.stop();
}

const lines = rows.map(
  ({ call, result: r, cpu }) =>
    `| ${call.endpoint} | ${call.label || '–'} | ${call.days ?? '–'} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.throughput.toFixed(0)} | ${cpu === null ? '–' : cpu.toFixed(2)} |`,
);
const report = [
  `Analysis endpoints on ${url ? 'PostgreSQL' : 'PGlite'}: ${sizes.members} members, ${sizes.orders} orders; ${requests} requests per row at concurrency ${concurrency}; Node ${process.version}, ${cpus().length} CPUs; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`,
  '',
  '| endpoint | arguments | range (days) | p50 ms | p95 ms | p99 ms | req/s | server CPU ms/req |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...lines,
  '',
].join('\n');
mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
const suffix = `${url ? '-postgres' : ''}${args.root ? `-${basename(resolve(args.root))}` : ''}${args.only ? '-only' : ''}`;
writeFileSync(join(ROOT, 'bench', 'out', `analysis-${sizes.members}-${sizes.orders}${suffix}.md`), report);
console.log(report);
