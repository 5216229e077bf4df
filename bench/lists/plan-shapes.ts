/**
 * The plans of the list statements, custom against generic: for each scenario (a list query as the
 * web and CLI send it), the statements the server sends are captured (`rawRows`, `rawBatch`), and
 * each one is PREPAREd and EXPLAIN ANALYZEd under `force_custom_plan` and `force_generic_plan`
 * (`--repeat` runs each, the lowest times kept): the indexes each plan reads (a sequential scan shows
 * as `seq:<table>`), the estimated cost, planning and execution ms. A statement whose generic plan
 * reads the same indexes as its custom plan and runs about as fast can skip planning
 * (`genericPlan` in server/src/db/prepared.ts); `server` says what the server asks for it. `auto`
 * says whether PostgreSQL's own choice (plan_cache_mode auto, after its five custom plans) ends on
 * the generic plan. `READS DIFFER` also flags a tiny table read through its key in one plan and
 * sequentially in the other (operators, three rows): read the two lines.
 *
 *   npx tsx --conditions=@opsdeck/source bench/lists/plan-shapes.ts [--data-dir <bench data dir>] [--repeat 5]
 *   DATABASE_URL=postgres://… npx tsx --conditions=@opsdeck/source bench/lists/plan-shapes.ts
 *
 * PGlite by default at bench/out/pglite-200000-2000000 (a bench data dir: `bench/seed.ts`), in this
 * process; it only reads (EXPLAIN ANALYZE of SELECTs).
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { memberListQuerySchema, orderListQuerySchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.js';
import { observeRaw, type RawOptions } from '../../server/src/db/raw.js';
import { queryRows } from '../../server/src/db/sql.js';
import { listMembers } from '../../server/src/modules/members/list-service.js';
import { listOrders } from '../../server/src/modules/orders/service.js';
import { benchArgs } from '../lib/bench-args.mjs';
import { openBenchDatabase } from '../lib/database.js';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = benchArgs(import.meta.url, {
  options: {
    'data-dir': { type: 'string' },
    repeat: { type: 'string', default: '5' },
    /** Only the scenarios whose name contains this text. */
    only: { type: 'string' },
  },
});
const url = process.env.DATABASE_URL;
const bench = await openBenchDatabase(
  url
    ? { url }
    : { dataDir: resolve(args['data-dir'] ?? join(ROOT, 'bench', 'out', 'pglite-200000-2000000')) },
);
const { db } = bench.database;
const repeat = Number(args.repeat);

const [sample] = await queryRows<{ visible_id: string; phone: string; id: number }>(
  db,
  sql`SELECT visible_id, phone, id FROM members ORDER BY id DESC LIMIT 1 OFFSET 777`,
);
const visibleId = sample?.visible_id ?? '10000000';
const orders = (q: Record<string, unknown>) => (d: Db) =>
  listOrders(d, orderListQuerySchema.parse(q), 'en-US');
const members = (q: Record<string, unknown>) => (d: Db) => listMembers(d, memberListQuerySchema.parse(q));
const scenarios: [string, (d: Db) => Promise<unknown>][] = [
  ['orders (every kind)', orders({})],
  ['orders kind=vip', orders({ kind: 'vip' })],
  ['orders kind=patch', orders({ kind: 'patch' })],
  ['orders kind=vip&status=paid', orders({ kind: 'vip', status: 'paid' })],
  ['orders kind=iap&status=refunded', orders({ kind: 'iap', status: 'refunded' })],
  ['orders kind=patch&status=failed', orders({ kind: 'patch', status: 'failed' })],
  ['orders kind=vip&status=paid, page 50', orders({ kind: 'vip', status: 'paid', current: 50 })],
  [
    'orders kind=vip&status=paid, oldest first',
    orders({ kind: 'vip', status: 'paid', sort: 'createdAt:asc' }),
  ],
  ['orders kind=vip sort paidAt', orders({ kind: 'vip', sort: 'paidAt:desc' })],
  ['orders kind=patch sort paidAt', orders({ kind: 'patch', sort: 'paidAt:asc' })],
  ['orders kind=vip sort amountCents', orders({ kind: 'vip', sort: 'amountCents:asc' })],
  ['orders kind=vip&status=paid sort paidAt', orders({ kind: 'vip', status: 'paid', sort: 'paidAt:desc' })],
  ['orders kind=vip&channel=wechat', orders({ kind: 'vip', channel: 'wechat' })],
  ['orders kind=vip member', orders({ kind: 'vip', visibleId })],
  ['orders memberId', orders({ memberId: sample?.id ?? 1 })],
  [
    'orders kind=vip created last week',
    orders({ kind: 'vip', createdFrom: '2026-11-16', createdTo: '2026-11-22' }),
  ],
  ['orders orderNo prefix', orders({ orderNo: 'VIP2026' })],
  ['members (no filter)', members({})],
  ['members status=banned', members({ status: 'banned' })],
  ['members channel=huawei', members({ channel: 'huawei' })],
  ['members q=visible id', members({ q: visibleId })],
  ['members q=phone prefix (9 digits)', members({ q: (sample?.phone ?? '13800000000').slice(0, 9) })],
  ['members q=phone (11 digits)', members({ q: sample?.phone ?? '13800000000' })],
  ['members q=digits (5)', members({ q: visibleId.slice(0, 5) })],
  ['members q=快乐', members({ q: '快乐' })],
  ['members q=李 (1,103 matches: the few-matches page)', members({ q: '李' })],
  ['members q=快乐 by coins', members({ q: '快乐', sort: 'coinBalance:desc' })],
  ['members q=快乐 status=active', members({ q: '快乐', status: 'active' })],
  ['members q=小李子 (3 characters)', members({ q: '小李子' })],
];

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/** The indexes (and sequentially scanned tables) a plan reads, sorted and deduplicated. */
function readsOf(node: PlanNode, out = new Set<string>()): Set<string> {
  if (node['Index Name']) out.add(node['Index Name']);
  else if (node['Node Type'] === 'Seq Scan') out.add(`seq:${node['Relation Name']}`);
  for (const child of node.Plans ?? []) readsOf(child, out);
  return out;
}

/** A parameter as an SQL literal for EXECUTE (PREPARE infers the types from the text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

async function explain(mode: string, text: string, params: readonly unknown[]) {
  await db.execute(sql.raw(`SET plan_cache_mode = ${mode}`));
  await db.execute(sql.raw(`PREPARE plan_probe AS ${text}`));
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  let best: { reads: string; cost: number; planning: number; execution: number } | undefined;
  try {
    for (let i = 0; i < repeat; i++) {
      const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
        db,
        sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE plan_probe${args}`),
      );
      const raw = row?.['QUERY PLAN'];
      const [e] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Explained[];
      if (!e) continue;
      const now = {
        reads: [...readsOf(e.Plan)].sort().join(' '),
        cost: e.Plan['Total Cost'] ?? 0,
        planning: e['Planning Time'],
        execution: e['Execution Time'],
      };
      if (!best || now.planning + now.execution < best.planning + best.execution) best = now;
    }
  } finally {
    await db.execute(sql.raw('DEALLOCATE plan_probe'));
    await db.execute(sql.raw('RESET plan_cache_mode'));
  }
  return best;
}

/** Whether `auto` ends on the generic plan: six runs of a named statement, then its counters. */
async function autoChoice(text: string, params: readonly unknown[]): Promise<string> {
  await db.execute(sql.raw(`PREPARE plan_probe AS ${text}`));
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  try {
    for (let i = 0; i < 8; i++) await db.execute(sql.raw(`EXECUTE plan_probe${args}`));
    const [row] = await queryRows<{ generic_plans: unknown; custom_plans: unknown }>(
      db,
      sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'plan_probe'`,
    );
    return `${row?.generic_plans} generic / ${row?.custom_plans} custom`;
  } finally {
    await db.execute(sql.raw('DEALLOCATE plan_probe'));
  }
}

const seen = new Set<string>();
console.log(`# Plans of the list statements on ${bench.label}, load ${loadavg()[0]?.toFixed(1)}\n`);
for (const [name, run] of scenarios) {
  if (args.only && !name.includes(args.only)) continue;
  const calls: { text: string; params: readonly unknown[]; options?: RawOptions }[] = [];
  observeRaw((text, params, options) => calls.push({ text, params: [...params], options }));
  try {
    await run(db);
  } finally {
    observeRaw(null);
  }
  for (const call of calls) {
    if (seen.has(call.text) || /^\s*EXPLAIN/i.test(call.text) || call.params.length === 0) continue;
    seen.add(call.text);
    const custom = await explain('force_custom_plan', call.text, call.params);
    const generic = await explain('force_generic_plan', call.text, call.params);
    const auto = await autoChoice(call.text, call.params);
    const same = custom?.reads === generic?.reads ? 'same reads' : 'READS DIFFER';
    console.log(`## ${name}\n\n\`${call.text.replace(/\s+/g, ' ').slice(0, 400)}\`\n`);
    console.log(
      `params ${JSON.stringify(call.params)}; server: ${call.options?.genericPlan ? 'generic' : 'auto'}; auto: ${auto}; ${same}\n`,
    );
    console.log('| plan | reads | cost | planning ms | execution ms |\n|---|---|---:|---:|---:|');
    for (const [label, e] of [
      ['custom', custom],
      ['generic', generic],
    ] as const)
      console.log(
        `| ${label} | ${e?.reads} | ${e?.cost.toFixed(1)} | ${e?.planning.toFixed(3)} | ${e?.execution.toFixed(3)} |`,
      );
    console.log('');
  }
}
console.log(`load ${loadavg()[0]?.toFixed(1)}`);
await bench.database.close();
