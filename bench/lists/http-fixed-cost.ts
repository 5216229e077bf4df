/**
 * The server's fixed cost per HTTP request, build against build: starts the built server of each
 * checkout in turn on the same PGlite data dir, signs in, and runs each path at concurrency 16,
 * printing the server's CPU per request (all threads, its main thread in brackets) and the
 * throughput. Rounds alternate the builds, so a shared machine's load falls on both.
 *
 *   npx tsx --conditions=@opsdeck/source bench/lists/http-fixed-cost.ts --data-dir <dir>
 *     [--before <checkout>] [--paths /api/health,/api/health/live] [--requests 2000] [--rounds 2]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { DEMO_OPERATORS } from '../../server/src/modules/demo/operators.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { httpClient, signIn } from '../lib/http.js';
import { runLoad } from '../lib/load.js';
import { startBenchServer } from '../lib/server.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    'data-dir': { type: 'string' },
    before: { type: 'string' },
    paths: { type: 'string', default: '/api/health/live,/api/health' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    /** A folder for the servers' CPU profiles (`node --cpu-prof`). */
    profile: { type: 'string' },
  },
});
if (!args['data-dir']) throw new Error('--data-dir: a PGlite bench data dir');
const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const builds: [string, string][] = [['this checkout', ROOT]];
if (args.before) builds.unshift(['before', resolve(args.before)]);
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const paths = (args.paths ?? '').split(',');
const lines: string[] = [
  '| round | build | path | req/s | p99 ms | server CPU ms/req (main) | load |',
  '|---:|---|---|---:|---:|---:|---:|',
];
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const [build, root] of builds) {
    const server = await startBenchServer(
      root,
      {
        DATA_DIR: resolve(args['data-dir']),
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      args.profile
        ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile, `${build.replace(/\W+/g, '-')}-${round}`)}`]
        : [],
    );
    try {
      const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
      const token = await signIn(server.url, admin?.phone ?? '', admin?.password ?? '');
      const client = httpClient(server.url, token, concurrency);
      for (const path of paths) {
        await runLoad(() => client.get(path).then(() => {}), Math.min(300, requests), concurrency);
        const cpu0 = server.cpuMs() ?? Number.NaN;
        const main0 = server.mainThreadCpuMs() ?? Number.NaN;
        const load = (loadavg()[0] ?? 0).toFixed(1);
        const r = await runLoad(() => client.get(path).then(() => {}), requests, concurrency);
        const cpu = ((server.cpuMs() ?? Number.NaN) - cpu0) / r.count;
        const main = ((server.mainThreadCpuMs() ?? Number.NaN) - main0) / r.count;
        const line = `| ${round} | ${build} | ${path} | ${r.throughput.toFixed(0)} | ${r.p99.toFixed(1)} | ${cpu.toFixed(3)} (${main.toFixed(3)}) | ${load} |`;
        console.error(line);
        lines.push(line);
      }
      client.close();
    } finally {
      await server.stop();
    }
  }
}
console.log(lines.join('\n'));
