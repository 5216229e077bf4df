/**
 * Member search benchmark: the member list's nickname search (`GET /api/admin/members?q=…`, the page
 * and its total, as `listMembers` answers them) on a seeded PGlite data dir or PostgreSQL, in
 * process, one search at a time (`--concurrency` to change): p50/p95/p99 per query, and the plan of
 * the page and of the count. Seeds (or reuses) the data with the demo generator (its nicknames are
 * Chinese: names and playful ones).
 *
 * `--before <checkout>` also loads `listMembers` from another checkout (e.g. a worktree of the base
 * commit, with node_modules) and measures both on the same database in alternating rounds, so the
 * machine's load falls on both alike.
 *
 *   npx tsx --conditions=@opsdeck/source bench/member-search/run.ts [--members 200000]
 *     [--orders 200000] [--requests 200] [--concurrency 1] [--rounds 2] [--data-dir <dir>]
 *     [--before <checkout> (PostgreSQL) | --build <checkout>] [--queries 李,快乐] [--recount]
 *     [--filter status=banned,platform=ios (the list's other filters beside every search)]   (DATABASE_URL set: PostgreSQL instead of PGlite)
 *
 * A list total is remembered per filter until a member row it reads changes (decision 0009), so
 * after its first request a search pays its page only. `--recount` moves the member filter
 * generation before every search (an UPDATE of one row, timed with the search, in both builds), so
 * every request counts its total again: the cost of a term's first search.
 */
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { memberListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.js';
import { queryRows } from '../../server/src/db/sql.js';
import { dataSetOptions } from '../lib/args.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { captureQueries } from '../lib/capture.js';
import { type LoadResult, ms, runLoad } from '../lib/load.js';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = benchArgs(import.meta.url, {
  options: {
    ...dataSetOptions({ requests: '200', concurrency: '1' }),
    orders: { type: 'string', default: '200000' },
    rounds: { type: 'string', default: '2' },
    /** PostgreSQL only: another checkout's listMembers, measured on the same database in turn. */
    before: { type: 'string' },
    /** Everything from another checkout (its PGlite, its listMembers): run it in turn with this one's. */
    build: { type: 'string' },
    /** Comma-separated searches instead of the default set. */
    queries: { type: 'string' },
    /** Count every search's total again (move the member filter generation before each). */
    recount: { type: 'boolean', default: false },
    /** The list's other filters beside every search, e.g. `status=banned,platform=ios`. */
    filter: { type: 'string' },
  },
});
const sizes = { members: Number(args.members), orders: Number(args.orders) };
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const rounds = Number(args.rounds);
const log = (line: string) => console.error(line);
const filters: Record<string, string> = Object.fromEntries(
  (args.filter ? args.filter.split(',') : []).map((pair) => pair.split('=', 2) as [string, string]),
);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

type ListMembers = (db: Db, f: ReturnType<typeof memberListQuerySchema.parse>) => Promise<{ total: number }>;
const importList = async (root: string): Promise<ListMembers> =>
  (await import(join(root, 'server/src/modules/members/list-service.ts'))).listMembers as ListMembers;

const url = process.env.DATABASE_URL;
// PGlite's prepared statements need the same PGlite module as the database they run on, so on PGlite
// another checkout is measured in a process of its own (`--build`), not beside this one (`--before`)
if (args.before && !url)
  throw new Error('--before needs DATABASE_URL; on PGlite use --build <checkout> in turn');
const buildRoot = args.build ? resolve(args.build) : ROOT;
const { ensureSeeded, openBenchDatabase } = (await import(
  join(buildRoot, 'bench/lib/database.ts')
)) as typeof import('../lib/database.js');
const builds: { name: string; list: ListMembers }[] = [];
if (args.before) builds.push({ name: 'before', list: await importList(resolve(args.before)) });
builds.push({
  name: args.before ? 'after' : args.build ? args.build : 'this build',
  list: await importList(buildRoot),
});

const bench = await openBenchDatabase(
  url
    ? { url }
    : {
        dataDir: resolve(
          args['data-dir'] ?? join(ROOT, 'bench', 'out', `pglite-${sizes.members}-${sizes.orders}`),
        ),
      },
);
const { db } = bench.database;
await ensureSeeded(bench, sizes, log);
// what the server does on PGlite at start (no autovacuum there): the pieces' visibility map
if (!url) await db.execute(sql`VACUUM member_nickname_pieces`);
const bump = async () => {
  if (args.recount) await db.execute(sql`UPDATE member_filter_generation SET generation = generation + 1`);
};

/** Searches of every shape: one and two Chinese characters, a whole name, two letters, no match. */
async function queries(): Promise<string[]> {
  if (args.queries) return args.queries.split(',');
  const [row] = await queryRows<{ nickname: string }>(
    db,
    sql`SELECT nickname FROM members WHERE nickname ~ '^[^0-9]{3}$' ORDER BY id LIMIT 1 OFFSET 777`,
  );
  return ['李', '快乐', '小猫', row?.nickname ?? '王伟', 'ab', '不存在的名字'];
}

/** The plans of the search's statements (EXPLAIN of the page and of the count). */
async function plans(list: ListMembers, q: string): Promise<string[]> {
  const calls = await captureQueries(bench.raw, () =>
    list(db, memberListQuerySchema.parse({ q, ...filters })),
  );
  const out: string[] = [];
  for (const call of calls) {
    if (Array.isArray(call) || /^\s*EXPLAIN/i.test(call.text)) continue;
    const rows = await (
      bench.raw as unknown as {
        query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
      }
    ).query(`EXPLAIN ${call.text}`, [...call.params]);
    out.push(rows.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  return out;
}

try {
  const list = await queries();
  const results = new Map<string, LoadResult[]>();
  const totals = new Map<string, number>();
  // the plans of this build only: a checkout's own raw.ts reports its statements to its own observer
  for (const b of args.build ? [] : builds.slice(-1)) {
    for (const q of list) {
      log(`--- ${b.name} q=${q}`);
      for (const plan of await plans(b.list, q)) log(plan);
    }
  }
  for (let r = 0; r < rounds; r++) {
    for (const q of list) {
      for (const b of builds) {
        const filter = memberListQuerySchema.parse({ q, ...filters });
        const page = await b.list(db, filter);
        totals.set(`${b.name}|${q}`, page.total);
        const search = async () => {
          await bump();
          await b.list(db, filter);
        };
        await runLoad(search, Math.min(20, requests), concurrency);
        const result = await runLoad(search, requests, concurrency);
        const key = `${b.name}|${q}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        log(`round ${r + 1} ${b.name} q=${q}: p50 ${ms(result.p50)} p99 ${ms(result.p99)} (load ${load()})`);
      }
    }
  }
  const lines = [
    `Member search on ${bench.label}: ${sizes.members} members; ${args.filter ? `with ${args.filter}; ` : ''}${args.recount ? 'every total counted again (--recount); ' : ''}${requests} searches per row at concurrency ${concurrency}, ${rounds} rounds (the round with the lower p99 kept); Node ${process.version}, ${cpus().length} CPUs; load average at the end ${load()}.`,
    '',
    '| build | q | total | p50 ms | p95 ms | p99 ms | searches/s |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const q of list) {
    for (const b of builds) {
      const key = `${b.name}|${q}`;
      const best = [...(results.get(key) ?? [])].sort((x, y) => x.p99 - y.p99)[0];
      if (!best) continue;
      lines.push(
        `| ${b.name} | ${q} | ${totals.get(key)} | ${ms(best.p50)} | ${ms(best.p95)} | ${ms(best.p99)} | ${best.throughput.toFixed(0)} |`,
      );
    }
  }
  console.log(lines.join('\n'));
} finally {
  await bench.database.close();
}
