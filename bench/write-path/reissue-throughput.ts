/**
 * Concurrent coin re-issues (distinct members, closed loop at `--concurrency`) through one server
 * process and through two on one PostgreSQL: the throughput ratio says whether a second process adds
 * throughput or queues behind hot rows. Each checkout (`--root`, default this one; `--before <root>`
 * adds another build, e.g. the base branch) gets a database of its own on the PostgreSQL of
 * `DATABASE_URL` (or OPSDECK_TEST_DATABASE_URL, as `.ci/postgres.sh` exports), created empty,
 * migrated and seeded with the demo data by its first server. Rounds alternate one and two processes.
 *
 *   bash -c 'source .ci/postgres.sh && npm run build -w @opsdeck/shared -w @opsdeck/server --silent && \
 *     npx tsx --conditions=@opsdeck/source bench/write-path/reissue-throughput.ts [--before <root>]'
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runLoad } from '../lib/load.js';
import { type BenchServer, startBenchServer } from '../lib/server.js';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '../..') },
    before: { type: 'string' },
    requests: { type: 'string', default: '1500' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
  },
});
const baseUrl = process.env.DATABASE_URL ?? process.env.OPSDECK_TEST_DATABASE_URL;
if (!baseUrl) throw new Error('set DATABASE_URL (or source .ci/postgres.sh)');
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const ADMIN = { phone: '13800000001', password: 'Admin@123' };

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

async function measure(label: string, root: string) {
  const url = await freshDatabase(`wp_${label.replace(/\W/g, '_')}`);
  const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' };
  const servers: BenchServer[] = [await startBenchServer(root, env)];
  servers.push(await startBenchServer(root, env));
  try {
    const first = servers[0] as BenchServer;
    const token = String((await post(first.url, '/api/admin/auth/login', ADMIN)).data.accessToken);
    const auth = { authorization: `Bearer ${token}` };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const ids = (
      await client.query<{ id: number }>(
        `SELECT id FROM members WHERE status = 'active' ORDER BY id LIMIT 64`,
      )
    ).rows.map((r) => Number(r.id));
    await client.end();
    let seq = 0;
    const run = async (processes: number) => {
      let next = 0;
      const task = async () => {
        // worker slots take members round-robin: at most `concurrency` of 64 members in flight
        const n = next++;
        const server = servers[n % processes] as BenchServer;
        seq += 1;
        await post(
          server.url,
          '/api/admin/member/patch-coin',
          { memberId: ids[n % ids.length], coins: 1, reason: 'write-path throughput bench' },
          { ...auth, 'idempotency-key': `tp-${label}-${process.pid}-${seq}` },
        );
      };
      await runLoad(task, 100, concurrency); // warm-up
      return runLoad(task, requests, concurrency);
    };
    const rows: string[] = [];
    for (let r = 0; r < Number(args.rounds); r++) {
      for (const processes of [1, 2]) {
        const res = await run(processes);
        rows.push(
          `| ${label} | ${r + 1} | ${processes} | ${res.throughput.toFixed(0)} | ${res.p50.toFixed(1)} | ${res.p99.toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
    }
    return rows;
  } finally {
    for (const s of servers) await s.stop();
  }
}

const roots: [string, string][] = [['after', args.root as string]];
if (args.before) roots.unshift(['before', resolve(args.before)]);
console.log(`concurrency ${concurrency}, ${requests} re-issues per row, distinct members`);
console.log(
  '| build | round | server processes | re-issues/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|',
);
for (const [label, root] of roots) await measure(label, root);
