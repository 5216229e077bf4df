/**
 * Fixed per-request cost of the API, in process (Fastify inject, no sockets): an empty public route,
 * an authenticated route, the first orders page, a member search, the member detail and a coin
 * re-issue, each timed serially (mean and p50 over N calls after a warm-up) on the demo-size
 * database (in-memory PGlite, migrated and seeded). `--data-dir` reuses a bench data dir instead.
 *
 *   npx tsx --conditions=@opsdeck/source bench/fixed-cost.ts [--calls 2000] [--data-dir DIR]
 */

import { buildApp } from '../server/src/app.js';
import { benchArgs } from './lib/bench-args.mjs';
import { openDemoPglite } from './lib/database.js';
import { injectAdminToken } from './lib/inject-sign-in.js';

const { values: args } = benchArgs(import.meta.url, {
  options: { calls: { type: 'string', default: '2000' }, 'data-dir': { type: 'string' } },
});
const calls = Number(args.calls);
// one process per data dir (the lock is released at exit)
const { database } = await openDemoPglite(args['data-dir']);
const app = await buildApp({ database, webRoot: null, env: { RATE_LIMIT_PER_MINUTE: 100_000_000 } });
await app.ready();

const token = await injectAdminToken(app);
const auth = { authorization: `Bearer ${token}` };
const [member] = (
  (
    await app.inject({ method: 'GET', url: '/api/admin/members?status=active&pageSize=1', headers: auth })
  ).json() as {
    data: { list: { id: number; visibleId: string }[] };
  }
).data.list;
if (!member) throw new Error('no active member');

type Call = () => Promise<{ statusCode: number; body: string }>;
let seq = 0;
const cases: [string, Call][] = [
  ['GET /api/health (public, 1 query)', () => app.inject({ method: 'GET', url: '/api/health' })],
  [
    'GET /api/admin/account/profile',
    () => app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: auth }),
  ],
  [
    'GET /api/admin/orders?kind=vip&status=paid',
    () => app.inject({ method: 'GET', url: '/api/admin/orders?kind=vip&status=paid', headers: auth }),
  ],
  [
    `GET /api/admin/members?q=${member.visibleId}`,
    () => app.inject({ method: 'GET', url: `/api/admin/members?q=${member.visibleId}`, headers: auth }),
  ],
  [
    `GET /api/admin/members/${member.id}`,
    () => app.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: auth }),
  ],
  [
    'POST /api/admin/member/patch-coin',
    () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/member/patch-coin',
        headers: { ...auth, 'idempotency-key': `fixed-cost-${process.pid}-${Date.now()}-${++seq}` },
        payload: { memberId: member.id, coins: 1, reason: 'fixed-cost bench' },
      }),
  ],
];

const only = process.env.ONLY;
console.log(`| call | mean ms | p50 ms | p99 ms | CPU ms/call |\n|---|---:|---:|---:|---:|`);
for (const [name, call] of cases) {
  if (only && !name.includes(only)) continue;
  const n = name.startsWith('POST') ? Math.min(calls, 1000) : calls;
  for (let i = 0; i < Math.min(200, n); i++) {
    const res = await call();
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `| ${name} | ${mean.toFixed(3)} | ${at(0.5).toFixed(3)} | ${at(0.99).toFixed(3)} | ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} |`,
  );
}
await app.close();
await database.close();
