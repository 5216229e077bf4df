/**
 * Where a request's fixed cost goes on PGlite, in process (Fastify inject, no sockets): for each
 * path, the statements the server sends per request, the `fs.fstatSync` calls PGlite's file system
 * makes per request (Emscripten's NODEFS answers every `lseek(fd, 0, SEEK_END)`, PostgreSQL's way of
 * reading a relation's size, with an `fstatSync`: one per table and index each time a statement is
 * planned), and CPU and wall ms per request (all threads of this process: PGlite runs in it).
 *
 *   npx tsx --conditions=@opsdeck/source bench/lists/per-request-cost.ts [--data-dir <copy of a bench
 *     data dir>] [--requests 300] [--paths /api/health,/api/admin/orders?kind=vip&status=paid]
 *     [--plan-modes no-generic,auto,force_generic_plan] [--rounds 8]
 *
 * With `--plan-modes`, each path is measured under each of PostgreSQL's `plan_cache_mode` values in
 * turn (set on the session; the server's statements are named prepared statements, so the setting
 * decides whether each run is planned again), in `--rounds` interleaved rounds of requests/rounds
 * requests, every other round in reverse order: CPU ms per request as the median round mean per
 * mode, and the paired ratio (a mode's round mean over the first mode's in the same round) as its
 * median and interquartile range. `force_generic_plan` planning nothing after the first run bounds
 * what planning costs a request; it is a measurement, not a server setting (a generic plan of
 * `LIKE $1` loses its index). Under each plan_cache_mode the server's own `genericPlan` statements
 * (db/prepared.ts) still plan once (their setting is local to their call, and wins); the mode
 * `no-generic` is `auto` with those turned off too, so `--plan-modes no-generic,auto` measures what
 * the server's generic plans save.
 *
 * Without `--data-dir`: an in-memory PGlite with the demo data (which has no files to fstat). The
 * default paths are the list endpoints of `bench:lists`, liveness and health; `{visibleId}` in a path
 * becomes a member's visible id.
 */
import fs from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.js';
import { honourGenericPlans } from '../../server/src/db/prepared.js';
import { queryRows } from '../../server/src/db/sql.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { openDemoPglite } from '../lib/database.js';
import { injectAdminToken } from '../lib/inject-sign-in.js';
import { quantile } from '../lib/quantile.js';
import { countStatements } from '../lib/statements.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '300' },
    'plan-modes': { type: 'string' },
    rounds: { type: 'string', default: '8' },
    paths: {
      type: 'string',
      default: [
        '/api/health/live',
        '/api/health',
        '/api/admin/orders?kind=vip&status=paid',
        `/api/admin/members?q=${encodeURIComponent('快乐')}`,
        '/api/admin/members?q={visibleId}',
        '/api/admin/analysis/overview',
      ].join(','),
    },
  },
});

const planModes = args['plan-modes']?.split(',') ?? [];
for (const mode of planModes)
  if (!['auto', 'force_custom_plan', 'force_generic_plan', 'no-generic'].includes(mode))
    throw new Error(`--plan-modes: ${mode} is neither a plan_cache_mode nor no-generic`);

/** Sets a mode: a plan_cache_mode for the session (the server's `genericPlan` honoured), or no-generic. */
async function setPlanMode(mode: string): Promise<void> {
  honourGenericPlans(mode !== 'no-generic');
  await pglite.exec(`SET plan_cache_mode = ${mode === 'no-generic' ? 'auto' : mode}`);
}

// counted before PGlite opens: its file system calls the same `fs` object
let fstats = 0;
const fstatSync = fs.fstatSync;
(fs as { fstatSync: unknown }).fstatSync = (...a: Parameters<typeof fstatSync>) => {
  fstats += 1;
  return fstatSync(...a);
};

const { pglite, database } = await openDemoPglite(args['data-dir']);
const app = await buildApp({ database, webRoot: null, env: { RATE_LIMIT_PER_MINUTE: 100_000_000 } });
await app.ready();
const token = await injectAdminToken(app);
const [member] = await queryRows<{ v: string }>(
  database.db,
  sql`SELECT visible_id::text AS v FROM members ORDER BY id LIMIT 1 OFFSET 1000`,
);
const requests = Number(args.requests);
const rounds = Number(args.rounds);
const lines =
  planModes.length > 0
    ? [
        '| path | plan_cache_mode | CPU ms (median round) | paired ratio median | IQR | load |',
        '|---|---|---:|---:|---:|---:|',
      ]
    : ['| path | statements | fstat calls | CPU ms | wall ms | load |', '|---|---:|---:|---:|---:|---:|'];
for (const path of (args.paths ?? '').split(',')) {
  const url = path.replace('{visibleId}', member?.v ?? '');
  const get = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  if (planModes.length > 0) {
    const perRound = Math.max(1, Math.round(requests / rounds));
    const means = new Map<string, number[]>(planModes.map((m) => [m, []]));
    for (let r = 0; r < rounds; r++) {
      for (const mode of r % 2 === 0 ? planModes : [...planModes].reverse()) {
        await setPlanMode(mode);
        for (let i = 0; i < 10; i++) await get();
        const cpu0 = process.cpuUsage();
        for (let i = 0; i < perRound; i++) await get();
        const cpu = process.cpuUsage(cpu0);
        means.get(mode)?.push((cpu.user + cpu.system) / 1000 / perRound);
      }
    }
    await setPlanMode('auto');
    const first = means.get(planModes[0] ?? '') ?? [];
    const load = (loadavg()[0] ?? 0).toFixed(1);
    for (const mode of planModes) {
      const own = means.get(mode) ?? [];
      const paired = own.map((ms, i) => ms / (first[i] ?? Number.NaN));
      const line = `| ${path} | ${mode} | ${quantile(own, 0.5).toFixed(3)} | ${quantile(paired, 0.5).toFixed(2)} | ${quantile(paired, 0.25).toFixed(2)}–${quantile(paired, 0.75).toFixed(2)} | ${load} |`;
      console.error(line);
      lines.push(line);
    }
    continue;
  }
  for (let i = 0; i < 30; i++) await get();
  const counted = 20;
  const f0 = fstats;
  const statements = await countStatements(pglite, async () => {
    for (let i = 0; i < counted; i++) await get();
  });
  const fstatCalls = (fstats - f0) / counted;
  const load = (loadavg()[0] ?? 0).toFixed(1);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let i = 0; i < requests; i++) await get();
  const cpu = process.cpuUsage(cpu0);
  const line = `| ${path} | ${(statements / counted).toFixed(2)} | ${fstatCalls.toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} | ${((performance.now() - wall0) / requests).toFixed(3)} | ${load} |`;
  console.error(line);
  lines.push(line);
}
console.log(lines.join('\n'));
await app.close();
await database.close();
