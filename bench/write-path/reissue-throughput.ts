/**
 * Concurrent coin re-issues (distinct members, closed loop at `--concurrency`) through one server
 * process and through two on one PostgreSQL: the throughput ratio says whether a second process adds
 * throughput or queues behind something shared. Each checkout (`--root`, default this one; `--before
 * <root>` adds another build, e.g. the base branch) gets a database of its own on the PostgreSQL of
 * `DATABASE_URL` (or OPSDECK_TEST_DATABASE_URL, as `.ci/postgres.sh` exports), created empty,
 * migrated and seeded with the demo data by its first server; the bench adds `--operators` admins
 * (the re-issues of one operator share that operator's rolling-window control, so the realistic
 * compensation shape is several operators; `--operators 1` measures one operator alone).
 *
 *   npm run bench:write-path -- [--operators 1,16] [--requests 1500] [--rounds 2] [--before <root>]
 *
 * (`bench:write-path` starts a throwaway PostgreSQL with `.ci/postgres.sh` and builds first.)
 * Rounds alternate one and two processes. Each row gives re-issues/s, latency, the load average,
 * the CPU ms per re-issue of the server processes and of PostgreSQL (all backends of the cluster,
 * from /proc) and what the bench database's backends were waiting on (pg_stat_activity sampled every
 * 20 ms: `Lock:advisory` is the operator's window lock, `Lock:transactionid` a row lock, `LWLock:*`
 * shared memory, `cpu` a backend running, `idle-tx` a transaction waiting for its server process).
 * On a machine with fewer cores than two servers, PostgreSQL and the driver need, the wall-clock
 * ratio is capped by the cores; the CPU per re-issue says whether a second process costs more work.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { benchArgs } from '../lib/bench-args.mjs';
import { postgresCpu, postmasterPid } from '../lib/cpu.js';
import { requestJson } from '../lib/http.js';
import { type LoadResult, runLoad } from '../lib/load.js';
import { type BenchServer, startBenchServer } from '../lib/server.js';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '../..') },
    before: { type: 'string' },
    requests: { type: 'string', default: '1500' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    operators: { type: 'string', default: '1,16' },
  },
});
const baseUrl = process.env.DATABASE_URL ?? process.env.OPSDECK_TEST_DATABASE_URL;
if (!baseUrl) throw new Error('set DATABASE_URL (or source .ci/postgres.sh)');
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const operatorCounts = String(args.operators).split(',').map(Number);
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

/** Keep-alive JSON POSTs to the servers (bench/lib/http.ts). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  requestJson(agent, 'POST', `${base}${path}`, { body, headers }) as Promise<{
    data: Record<string, unknown>;
  }>;

/** Samples what the database's other backends wait on every 20 ms until stopped. */
function sampleWaits(client: pg.Client) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string | null; w: string | null }>(
        `SELECT state, wait_event_type || ':' || wait_event AS w FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      samples += 1;
      for (const r of rows) {
        const key =
          r.state === 'idle in transaction' ? 'idle-tx' : r.state === 'active' ? (r.w ?? 'cpu') : null;
        if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((t) => setTimeout(t, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, n]) => `${k} ${(n / samples).toFixed(1)}`)
      .join(', ');
  };
}

async function measure(label: string, root: string) {
  const url = await freshDatabase(`wp_${label.replace(/\W/g, '_')}`);
  const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' };
  const servers: BenchServer[] = [await startBenchServer(root, env)];
  servers.push(await startBenchServer(root, env));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pgCpu = postgresCpu(await postmasterPid(client));
    const maxOperators = Math.max(...operatorCounts);
    // the extra admins: the demo admin's row under other phones (same password)
    await client.query(
      `INSERT INTO operators (phone, password_hash, role, name, visible_id)
        SELECT '1370000' || lpad(n::text, 4, '0'), password_hash, 'admin', 'Bench ' || n, 'BENCH' || n
        FROM operators, generate_series(1, $1::int - 1) n WHERE phone = $2`,
      [maxOperators, ADMIN.phone],
    );
    const first = servers[0] as BenchServer;
    const phones = [
      ADMIN.phone,
      ...Array.from({ length: maxOperators - 1 }, (_, i) => `1370000${String(i + 1).padStart(4, '0')}`),
    ];
    const tokens: string[] = [];
    for (const phone of phones)
      tokens.push(
        String(
          (await post(first.url, '/api/admin/auth/login', { phone, password: ADMIN.password })).data
            .accessToken,
        ),
      );
    const ids = (
      await client.query<{ id: number }>(
        // members without approval requests: the seed's held requests count in their member's window
        `SELECT id FROM members m WHERE status = 'active'
          AND NOT EXISTS (SELECT 1 FROM approvals a WHERE a.member_id = m.id) ORDER BY id LIMIT 256`,
      )
    ).rows.map((r) => Number(r.id));
    if (ids.length < concurrency) throw new Error(`only ${ids.length} members to re-issue to`);
    let seq = 0;
    const run = async (processes: number, operators: number): Promise<LoadResult> => {
      let next = 0;
      const task = async () => {
        // consecutive tasks take consecutive members, servers and operators: the `concurrency` in
        // flight are distinct members, spread evenly over the processes and the operators
        const n = next++;
        seq += 1;
        await post(
          (servers[n % processes] as BenchServer).url,
          '/api/admin/member/patch-coin',
          { memberId: ids[n % ids.length], coins: 1, reason: 'write-path throughput bench' },
          {
            authorization: `Bearer ${tokens[n % operators]}`,
            'idempotency-key': `tp-${label}-${process.pid}-${seq}`,
          },
        );
      };
      return runLoad(task, requests, concurrency);
    };
    // warm-up: every process, every operator's session, the plans
    for (const o of operatorCounts) await run(2, o);
    for (let r = 0; r < Number(args.rounds); r++) {
      for (const operators of operatorCounts) {
        for (const processes of [1, 2]) {
          const load = loadavg()[0]?.toFixed(1);
          const serverCpu0 = servers.reduce((s, x) => s + (x.cpuMs() ?? 0), 0);
          const pgCpu0 = pgCpu();
          const driverCpu0 = process.cpuUsage();
          const stopSampling = sampleWaits(client);
          const res = await run(processes, operators);
          const waits = await stopSampling();
          const per = (v: number) => (v / res.count).toFixed(2);
          const driver = process.cpuUsage(driverCpu0);
          const serverCpu = servers.reduce((s, x) => s + (x.cpuMs() ?? 0), 0) - serverCpu0;
          console.log(
            `| ${label} | ${r + 1} | ${operators} | ${processes} | ${res.throughput.toFixed(0)} | ${res.p50.toFixed(1)} | ${res.p99.toFixed(1)} | ${load} | ${per(serverCpu)} | ${per(pgCpu() - pgCpu0)} | ${per((driver.user + driver.system) / 1000)} | ${waits} |`,
          );
        }
      }
    }
  } finally {
    await client.end();
    for (const s of servers) await s.stop();
  }
}

const roots: [string, string][] = [['after', args.root as string]];
if (args.before) roots.unshift(['before', resolve(args.before)]);
console.log(`concurrency ${concurrency}, ${requests} re-issues per row, distinct members in flight`);
console.log(
  '| build | round | operators | server processes | re-issues/s | p50 ms | p99 ms | load | server CPU ms/re-issue | PostgreSQL CPU ms/re-issue | driver CPU ms/re-issue | backends waiting on (mean per sample) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
);
for (const [label, root] of roots) await measure(label, root);
agent.destroy();
