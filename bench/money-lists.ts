/**
 * Money list and analysis benchmark. Seeds (or reuses) 200,000 members and 2,000,000 orders, then measures
 * latency p50/p99 and throughput at concurrency 16 of:
 *   - GET /api/health (public; one statement, the demo sign-ins')
 *   - the first page of GET /api/admin/orders?kind=vip&status=paid
 *   - a member search by nickname (contains) and a member lookup by visible id (GET /api/admin/members?q=…)
 *   - the analysis overview of the last 30 days and of a year (GET /api/admin/analysis/overview), and
 *     the channel split of a year (GET /api/admin/analysis/dimensions)
 * through the real built server (HTTP, keep-alive), and the same SQL replayed directly on the database
 * (the floor). PGlite always; PostgreSQL too when DATABASE_URL is set. Prints a markdown table and writes
 * it to bench/out/money-lists.md.
 *
 *   npm run bench:lists -- [--members 200000] [--orders 2000000] [--requests 2000] [--concurrency 16]
 *                          [--only <text in a scenario's name, e.g. members; several: a,b>]
 *                          [--data-dir bench/out/pglite-200000-2000000]
 *                          [--before <checkout>] [--rounds 1] [--databases pglite,postgres]
 *
 * PostgreSQL: `DATABASE_URL=postgres://… npm run bench:lists -- --databases postgres` seeds that
 * database with the same generator when it has no members (200k/2M: about 7 minutes on 2 cores),
 * then measures it; `.ci/postgres.sh` gives a throwaway one (it is stopped when its shell exits):
 *   bash -c 'source .ci/postgres.sh && DATABASE_URL=$OPSDECK_TEST_DATABASE_URL npm run bench:lists -- --databases postgres'
 *
 * CPU columns (Linux /proc; steadier than wall times on a shared machine): the server process per
 * request (all threads; its main thread in brackets), the bench process as the HTTP client, PostgreSQL's
 * processes (the whole local cluster, so autovacuum counts too) per request and per replayed query,
 * and the bench process per replayed query (PGlite runs in it). "CPU-bound ratio, idle" is what
 * those figures allow on an idle machine of this many cores: each side's throughput capped by its
 * CPU over all cores and by its busiest single thread. It is an upper bound (it ignores time lost
 * to scheduling and waits); the measured ratio is the target's figure.
 *
 * `--profile <dir>` starts the servers with `node --cpu-prof --cpu-prof-dir=<dir>/<build>` (one
 * `.cpuprofile` per server process, written when it stops).
 *
 * `--before` also measures the built server of another checkout (its `server/dist`, e.g. a worktree
 * of main before a change) on the same database, alternating with this one: per round, the SQL
 * floor, then the endpoints through the "before" server, then through this checkout's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { memberListQuerySchema, orderListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../server/src/db/sql.js';
import { analysisDimensions } from '../server/src/modules/analysis/dimensions.js';
import { analysisOverview } from '../server/src/modules/analysis/service.js';
import { DEMO_OPERATORS } from '../server/src/modules/demo/operators.js';
import { health } from '../server/src/modules/health/service.js';
import { listMembers } from '../server/src/modules/members/list-service.js';
import { listOrders } from '../server/src/modules/orders/service.js';
import { dataSetOptions } from './lib/args.js';
import { benchArgs } from './lib/bench-args.mjs';
import { captureQueries, replay } from './lib/capture.js';
import { postgresCpu, postmasterPid } from './lib/cpu.js';
import { type BenchDatabase, ensureSeeded, openBenchDatabase } from './lib/database.js';
import { httpClient, signIn } from './lib/http.js';
import { type LoadResult, ms, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const { values: args } = benchArgs(import.meta.url, {
  options: {
    ...dataSetOptions({ requests: '2000', concurrency: '16' }),
    /** Only the scenarios whose name contains this text (e.g. `members`), or one of these (`a,b`). */
    only: { type: 'string' },
    /** Another checkout whose built server is measured too, alternating with this one. */
    before: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    /** Which databases: `pglite`, `postgres` (needs DATABASE_URL) or both (the default: PostgreSQL only with DATABASE_URL). */
    databases: { type: 'string' },
    /** A folder for the servers' CPU profiles (`node --cpu-prof`). */
    profile: { type: 'string' },
  },
});
const builds: [string, string][] = [['this checkout', ROOT]];
if (args.before) builds.unshift(['before', resolve(args.before)]);
const rounds = Number(args.rounds);
const sizes = { members: Number(args.members), orders: Number(args.orders) };
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const dataDir = resolve(
  args['data-dir'] ?? join(ROOT, 'bench', 'out', `pglite-${sizes.members}-${sizes.orders}`),
);
const log = (line: string) => console.error(line);

interface Scenario {
  name: string;
  path: string;
  run: (bench: BenchDatabase) => Promise<unknown>;
}

/** The measured calls; the member search terms come from the seeded data. */
async function scenarios(bench: BenchDatabase): Promise<Scenario[]> {
  const { db } = bench.database;
  const [m] = await queryRows<{ visible_id: string }>(
    db,
    sql`SELECT visible_id FROM members ORDER BY id DESC LIMIT 1 OFFSET 777`,
  );
  const orders = orderListQuerySchema.parse({ kind: 'vip', status: 'paid' });
  const byName = memberListQuerySchema.parse({ q: '快乐' });
  const byId = memberListQuerySchema.parse({ q: m?.visible_id ?? '10000000' });
  const all: Scenario[] = [
    {
      // public; its statement is the demo sign-ins' (a bench data dir holds the demo seed)
      name: 'health',
      path: '/api/health',
      run: (b) => health(b.database),
    },
    {
      name: 'analysis overview, last 30 days',
      path: '/api/admin/analysis/overview',
      run: (b) => analysisOverview(b.database.db, {}),
    },
    {
      name: 'analysis overview, 366 days',
      path: '/api/admin/analysis/overview?from=2025-11-23&to=2026-11-23',
      run: (b) => analysisOverview(b.database.db, { from: '2025-11-23', to: '2026-11-23' }),
    },
    {
      name: 'analysis dimensions by channel, 366 days',
      path: '/api/admin/analysis/dimensions?dimension=channel&from=2025-11-23&to=2026-11-23',
      run: (b) =>
        analysisDimensions(b.database.db, { dimension: 'channel', from: '2025-11-23', to: '2026-11-23' }),
    },
    {
      name: 'orders kind=vip&status=paid, page 1',
      path: '/api/admin/orders?kind=vip&status=paid',
      // the server's language for a request without Accept-Language (plugins/app/locale.ts)
      run: (b) => listOrders(b.database.db, orders, 'en-US'),
    },
    {
      name: 'members q=快乐 (nickname contains)',
      path: `/api/admin/members?q=${encodeURIComponent('快乐')}`,
      run: (b) => listMembers(b.database.db, byName),
    },
    {
      name: `members q=${byId.q} (visible id)`,
      path: `/api/admin/members?q=${byId.q}`,
      run: (b) => listMembers(b.database.db, byId),
    },
  ];
  const only = args.only?.split(',');
  return all.filter((s) => !only || only.some((text) => s.name.includes(text)));
}

interface Row {
  database: string;
  build: string;
  round: number;
  scenario: string;
  http: LoadResult;
  floor: LoadResult;
  total: string;
  /** Load average (1 min) when the endpoint's and the SQL's runs started. */
  load: { http: string; floor: string };
  /**
   * CPU ms per request: the server process (all threads), its main thread, the bench process as the
   * HTTP client, and PostgreSQL's backends (NaN on PGlite); per replay: the bench process (PGlite
   * runs in it) and PostgreSQL's backends.
   */
  cpu: { http: number; main: number; client: number; dbHttp: number; floor: number; dbFloor: number };
}

async function measure(
  target: { dataDir: string } | { url: string },
  serverEnv: Record<string, string>,
  round: number,
): Promise<Row[]> {
  const bench = await openBenchDatabase(target);
  const rows: Row[] = [];
  let list: Scenario[];
  const floors = new Map<
    string,
    { floor: LoadResult; total: string; load: string; cpu: number; dbCpu: number }
  >();
  // PostgreSQL's CPU (its cluster's processes on this machine); none for PGlite, which runs in the
  // bench process for the floor and in the server process for the endpoints
  let dbCpu = () => 0;
  if ('url' in target) {
    const probe = new pg.Client({ connectionString: target.url });
    await probe.connect();
    dbCpu = postgresCpu(await postmasterPid(probe));
    await probe.end();
  }
  try {
    await ensureSeeded(bench, sizes, log);
    list = await scenarios(bench);
    for (const s of list) {
      const page = (await s.run(bench)) as { total?: number; estimated?: boolean };
      const calls = await captureQueries(bench.raw, () => s.run(bench));
      log(`${bench.label} floor: ${s.name} (${calls.length} statements)`);
      await runLoad(() => replay(bench.raw, calls), Math.min(200, requests), concurrency);
      const load = loadOf();
      const cpu0 = process.cpuUsage();
      const db0 = dbCpu();
      const floor = await runLoad(() => replay(bench.raw, calls), requests, concurrency);
      const used = process.cpuUsage(cpu0);
      const db = dbCpu() - db0;
      floors.set(s.name, {
        floor,
        // the analysis answers have no total
        total: page.total === undefined ? '-' : `${page.total}${page.estimated ? ' (est.)' : ''}`,
        load,
        // PGlite runs in this process; PostgreSQL's backends are elsewhere (this is the driver only)
        cpu: (used.user + used.system) / 1000 / floor.count,
        dbCpu: db / floor.count,
      });
    }
  } finally {
    await bench.database.close();
  }
  for (const [build, root] of builds) {
    log(`${bench.label}: starting the server of ${build} (${root})…`);
    const profile = args.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${join(resolve(args.profile), build.replace(/\W+/g, '-'))}`]
      : [];
    const server = await startBenchServer(root, serverEnv, profile);
    try {
      const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
      const token = await signIn(server.url, admin?.phone ?? '', admin?.password ?? '');
      const client = httpClient(server.url, token, concurrency);
      // a failed request says whether the server was still running (a dropped connection)
      const get = async (path: string) => {
        try {
          await client.get(path);
        } catch (error) {
          throw new Error(`${path}: ${(error as Error).message}; ${server.state()}`, { cause: error });
        }
      };
      for (const s of list) {
        log(`${bench.label} HTTP (${build}, round ${round}): ${s.name}`);
        await runLoad(() => get(s.path), Math.min(200, requests), concurrency);
        const load = loadOf();
        const cpu0 = server.cpuMs() ?? Number.NaN;
        const main0 = server.mainThreadCpuMs() ?? Number.NaN;
        const client0 = process.cpuUsage();
        const db0 = dbCpu();
        const http = await runLoad(() => get(s.path), requests, concurrency);
        const per = (v: number) => v / http.count;
        const db = per(dbCpu() - db0);
        const clientUsed = process.cpuUsage(client0);
        const cpu = per((server.cpuMs() ?? Number.NaN) - cpu0);
        const main = per((server.mainThreadCpuMs() ?? Number.NaN) - main0);
        const f = floors.get(s.name);
        if (f)
          rows.push({
            database: bench.label,
            build,
            round,
            scenario: s.name,
            http,
            floor: f.floor,
            total: f.total,
            load: { http: load, floor: f.load },
            cpu: {
              http: cpu,
              main,
              client: per((clientUsed.user + clientUsed.system) / 1000),
              dbHttp: db,
              floor: f.cpu,
              dbFloor: f.dbCpu,
            },
          });
      }
      client.close();
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** The 1-minute load average now. */
const loadOf = () => (loadavg()[0] ?? 0).toFixed(1);

/**
 * The ratio the CPU columns allow on an idle machine of this many cores (an upper bound: it assumes
 * no time lost to scheduling): each side's requests per ms is capped by all of its CPU spread over
 * the cores and by its busiest single thread (the server's main thread, the client's, the floor's:
 * the bench process's one thread, with PGlite in it).
 */
function cpuBound(r: Row): number {
  const cores = cpus().length;
  const { http, main, client, dbHttp, floor, dbFloor } = r.cpu;
  const endpoint = Math.min(cores / (http + client + (dbHttp || 0)), 1 / main, 1 / client);
  const direct = Math.min(cores / (floor + (dbFloor || 0)), 1 / floor);
  return endpoint / direct;
}

const cpuCell = (v: number) => (Number.isNaN(v) ? '-' : ms(v));

function table(rows: Row[]): string {
  const head = `| database | ${args.before ? 'build | round | ' : ''}query (total) | endpoint p50 ms | endpoint p99 ms | endpoint req/s | SQL p50 ms | SQL p99 ms | SQL q/s | **endpoint/SQL throughput** | server CPU ms/req (main thread) | client CPU ms/req | PostgreSQL CPU ms/req endpoint / SQL | SQL CPU ms/q (bench process) | CPU-bound ratio, idle | load endpoint / SQL |`;
  const lines = rows.map(
    (r) =>
      `| ${r.database} | ${args.before ? `${r.build} | ${r.round} | ` : ''}${r.scenario} (${r.total}) | ${ms(r.http.p50)} | ${ms(r.http.p99)} | ${r.http.throughput.toFixed(0)} | ${ms(r.floor.p50)} | ${ms(r.floor.p99)} | ${r.floor.throughput.toFixed(0)} | **${(r.http.throughput / r.floor.throughput).toFixed(2)}x** | ${cpuCell(r.cpu.http)} (${cpuCell(r.cpu.main)}) | ${cpuCell(r.cpu.client)} | ${r.database === 'PostgreSQL' ? `${cpuCell(r.cpu.dbHttp)} / ${cpuCell(r.cpu.dbFloor)}` : '-'} | ${cpuCell(r.cpu.floor)} | ${cpuBound(r).toFixed(2)}x | ${r.load.http} / ${r.load.floor} |`,
  );
  return [
    head,
    `|---|${args.before ? '---|---:|' : ''}---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...lines,
  ].join('\n');
}

const rows: Row[] = [];
const url = process.env.DATABASE_URL;
const databases = (args.databases ?? (url ? 'pglite,postgres' : 'pglite')).split(',');
const unknown = databases.filter((d) => d !== 'pglite' && d !== 'postgres');
if (unknown.length > 0) throw new Error(`--databases: unknown ${unknown.join(', ')} (pglite, postgres)`);
if (databases.includes('postgres') && !url) throw new Error('--databases postgres needs DATABASE_URL');
for (let round = 1; round <= rounds; round++) {
  if (databases.includes('pglite'))
    rows.push(
      ...(await measure({ dataDir }, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' }, round)),
    );
  if (url && databases.includes('postgres'))
    rows.push(...(await measure({ url }, { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' }, round)));
}
const report = [
  `Money lists: ${sizes.members} members, ${sizes.orders} orders; ${requests} requests per row at concurrency ${concurrency}${args.before ? `; before = ${resolve(args.before)}, this checkout = ${ROOT}` : ''}; Node ${process.version}, ${cpus().length} CPUs.`,
  '',
  table(rows),
  '',
].join('\n');
mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'out', 'money-lists.md'), report);
console.log(report);
