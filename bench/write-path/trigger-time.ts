/**
 * Where a re-issue's trigger time goes on PGlite, in process (Fastify inject, in-memory demo data or
 * `--data-dir`): PostgreSQL's own function timing (`track_functions = 'all'`, read from
 * `pg_stat_user_functions`) over `--calls` re-issues after 20 warm-up ones, per user function called
 * (trigger functions, the functions they call, the rollup fold the server's timer runs), as ms per
 * re-issue, beside the wall and CPU ms per re-issue of the whole request. The function times are wall
 * times inside the backend, so on a loaded machine read them as shares of the request's wall time.
 *
 *   npx tsx --conditions=@opsdeck/source bench/write-path/trigger-time.ts [--kind coins|vip] [--calls 600]
 */
import { loadavg } from 'node:os';
import { benchArgs } from '../lib/bench-args.mjs';
import { openDemoPglite } from '../lib/database.js';
import { openReissueApp } from '../lib/reissue-app.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    calls: { type: 'string', default: '600' },
    'data-dir': { type: 'string' },
    kind: { type: 'string', default: 'coins' },
  },
});
const vip = args.kind === 'vip';
if (!vip && args.kind !== 'coins') throw new Error('--kind is coins or vip');
const calls = Number(args.calls);
const { pglite, database } = await openDemoPglite(args['data-dir']);
// as reissue-cpu.ts: VIP re-issues must not wait for approval
const { app, reissue } = await openReissueApp(database, vip, 'trigger-time');

for (let i = 0; i < 20; i++) await reissue();
await pglite.exec(`SET track_functions = 'all'; SELECT pg_stat_reset();`);
const wall0 = performance.now();
const cpu0 = process.cpuUsage();
for (let i = 0; i < calls; i++) await reissue();
const cpu = process.cpuUsage(cpu0);
const wall = (performance.now() - wall0) / calls;
// the backend sends its function counts to the shared statistics at most once a second: force it
await pglite.exec('SELECT pg_stat_force_next_flush()');
await pglite.exec('SELECT 1');
const rows = await pglite.query<{ funcname: string; calls: number; total_time: number; self_time: number }>(
  'SELECT funcname, calls, total_time, self_time FROM pg_stat_user_functions ORDER BY total_time DESC',
);
console.log(
  `${args.kind} re-issues: ${calls}; wall ${wall.toFixed(2)} ms and CPU ${((cpu.user + cpu.system) / 1000 / calls).toFixed(2)} ms per re-issue; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('\n| function | calls | total ms per re-issue | self ms per re-issue | total, share of wall |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows.rows) {
  const total = Number(r.total_time) / calls;
  console.log(
    `| ${r.funcname} | ${r.calls} | ${total.toFixed(3)} | ${(Number(r.self_time) / calls).toFixed(3)} | ${((total / wall) * 100).toFixed(1)}% |`,
  );
}
await app.close();
await database.close();
