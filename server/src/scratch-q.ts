import { sql } from 'drizzle-orm';
import { memberListQuerySchema, orderListQuerySchema } from '@opsdeck/shared/schemas';
import { openDatabase } from './db/client.js';
import { listOrders } from './modules/orders/service.js';
import { listMembers } from './modules/members/list-service.js';
import { queryRows } from './modules/ledger/sql.js';

const database = await openDatabase({ dataDir: '/tmp/bigseed' });
const db = database.db;
if (process.argv[2] === 'vacuum') { const t = Date.now(); await db.execute(sql`VACUUM ANALYZE`); await db.execute(sql`CHECKPOINT`); console.log('vacuum', Date.now() - t); }
async function time(name: string, fn: () => Promise<unknown>, n = 100) {
  await fn();
  const ts: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(name, 'p50', ts[Math.floor(n * 0.5)]?.toFixed(2), 'p99', ts[Math.floor(n * 0.99)]?.toFixed(2));
}
for (const cap of [101, 1001, 10001]) await time(`count cap ${cap}`, () => queryRows(db, sql.raw(`SELECT count(*) FROM (SELECT 1 FROM orders WHERE kind='vip' AND status='paid' LIMIT ${cap}) c`)));
await time('select 1', () => queryRows(db, sql`SELECT 1`));
await time('explain plain', () => queryRows(db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM orders WHERE kind='vip' AND status='paid'`));
const q1 = orderListQuerySchema.parse({ kind: 'vip', status: 'paid' });
console.log(JSON.stringify(await listOrders(db, q1)).slice(0, 300));
await time('orders vip paid', () => listOrders(db, q1));
for (const q of ['快乐', '25934810']) {
  const mq = memberListQuerySchema.parse({ q });
  const r = await listMembers(db, mq);
  console.log(q, r.total, r.estimated);
  await time(`members q=${q}`, () => listMembers(db, mq), 50);
}
for (const [name, s] of [
  ['count capped', sql`SELECT count(*) FROM (SELECT 1 FROM orders WHERE kind='vip' AND status='paid' LIMIT 10001) c`],
  ['page', sql`SELECT o.id FROM orders o JOIN members m ON m.id=o.member_id LEFT JOIN operators op ON op.id=o.operator_id WHERE o.kind='vip' AND o.status='paid' ORDER BY o.created_at DESC, o.id DESC LIMIT 10`],
  ['explain est', sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM orders WHERE kind='vip' AND status='paid'`],
  ['nick', sql`SELECT count(*) FROM (SELECT 1 FROM members WHERE nickname LIKE '快乐%' LIMIT 10001) c`],
] as const) {
  await time(name, () => queryRows(db, s));
  console.log((await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ANALYZE ${s}`)).map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
