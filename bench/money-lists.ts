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
 *                          [--only <text in a scenario's name, e.g. members>]
 *                          [--data-dir bench/out/pglite-200000-2000000]
 *                          [--before <checkout>] [--rounds 1]
 *
 * `--before` also measures the built server of another checkout (its `server/dist`, e.g. a worktree
 * of main before a change) on the same database, alternating with this one: per round, the SQL
 * floor, then the endpoints through the "before" server, then through this checkout's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { memberListQuerySchema, orderListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/sql.js';
import { analysisDimensions } from '../server/src/modules/analysis/dimensions.js';
import { analysisOverview } from '../server/src/modules/analysis/service.js';
import { DEMO_OPERATORS } from '../server/src/modules/demo/operators.js';
import { health } from '../server/src/modules/health/service.js';
import { listMembers } from '../server/src/modules/members/list-service.js';
import { listOrders } from '../server/src/modules/orders/service.js';
import { dataSetOptions } from './lib/args.js';
import { captureQueries, replay } from './lib/capture.js';
import { type BenchDatabase, ensureSeeded, openBenchDatabase } from './lib/database.js';
import { httpClient, signIn } from './lib/http.js';
import { type LoadResult, ms, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    ...dataSetOptions({ requests: '2000', concurrency: '16' }),
    /** Only the scenarios whose name contains this text (e.g. `members`). */
    only: { type: 'string' },
    /** Another checkout whose built server is measured too, alternating with this one. */
    before: { type: 'string' },
    rounds: { type: 'string', default: '1' },
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
      run: (b) => listOrders(b.database.db, orders),
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
  return all.filter((s) => !args.only || s.name.includes(args.only));
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
  /** CPU ms per request of the server process, and per replay of the bench process (PGlite's own thread). */
  cpu: { http: number; floor: number };
}

async function measure(
  target: { dataDir: string } | { url: string },
  serverEnv: Record<string, string>,
  round: number,
): Promise<Row[]> {
  const bench = await openBenchDatabase(target);
  const rows: Row[] = [];
  let list: Scenario[];
  const floors = new Map<string, { floor: LoadResult; total: string; load: string; cpu: number }>();
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
      const floor = await runLoad(() => replay(bench.raw, calls), requests, concurrency);
      const used = process.cpuUsage(cpu0);
      floors.set(s.name, {
        floor,
        // the analysis answers have no total
        total: page.total === undefined ? '-' : `${page.total}${page.estimated ? ' (est.)' : ''}`,
        load,
        // PGlite runs in this process; PostgreSQL's backends are elsewhere (this is the driver only)
        cpu: (used.user + used.system) / 1000 / floor.count,
      });
    }
  } finally {
    await bench.database.close();
  }
  for (const [build, root] of builds) {
    log(`${bench.label}: starting the server of ${build} (${root})…`);
    const server = await startBenchServer(root, serverEnv);
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
        const http = await runLoad(() => get(s.path), requests, concurrency);
        const cpu = ((server.cpuMs() ?? Number.NaN) - cpu0) / http.count;
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
            cpu: { http: cpu, floor: f.cpu },
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

function table(rows: Row[]): string {
  const head = `| database | ${args.before ? 'build | round | ' : ''}query (total) | endpoint p50 ms | endpoint p99 ms | endpoint req/s | SQL p50 ms | SQL p99 ms | SQL q/s | **endpoint/SQL throughput** | server CPU ms/req | SQL CPU ms/q (bench process) | load endpoint / SQL |`;
  const lines = rows.map(
    (r) =>
      `| ${r.database} | ${args.before ? `${r.build} | ${r.round} | ` : ''}${r.scenario} (${r.total}) | ${ms(r.http.p50)} | ${ms(r.http.p99)} | ${r.http.throughput.toFixed(0)} | ${ms(r.floor.p50)} | ${ms(r.floor.p99)} | ${r.floor.throughput.toFixed(0)} | **${(r.http.throughput / r.floor.throughput).toFixed(2)}x** | ${ms(r.cpu.http)} | ${ms(r.cpu.floor)} | ${r.load.http} / ${r.load.floor} |`,
  );
  return [
    head,
    `|---|${args.before ? '---|---:|' : ''}---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...lines,
  ].join('\n');
}

const rows: Row[] = [];
const url = process.env.DATABASE_URL;
for (let round = 1; round <= rounds; round++) {
  rows.push(
    ...(await measure({ dataDir }, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' }, round)),
  );
  if (url)
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
