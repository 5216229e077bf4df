import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedCore } from './db/seed/core.js';
import { seedBusiness } from './db/seed/business.js';
import { invariantViolationsSql } from './modules/ledger/service.js';
import { queryRows } from './modules/ledger/sql.js';

const members = Number(process.argv[2] ?? 2000);
const orders = Number(process.argv[3] ?? 20000);
const database = await openDatabase({ dataDir: process.argv[4] || null });
await migrate(database.db);
const now = new Date('2026-11-21T12:00:00Z');
let t = Date.now();
await database.db.transaction(async (tx) => {
  await seedCore(tx as never, { now });
  await seedBusiness(tx as never, { members, orders, now, onProgress: (d, n) => { if (d % 20000 === 0 || d === n) console.log('progress', d, n, ((Date.now() - t) / 1000).toFixed(1)); } });
});
console.log('seed s', (Date.now() - t) / 1000);
t = Date.now();
for (const table of ['members', 'orders', 'coin_ledger', 'point_ledger', 'vip_grants', 'unlocks', 'checkin_records', 'invites', 'audit_log']) {
  const [r] = await queryRows<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  console.log(table, r?.n);
}
console.log(await queryRows(database.db, sql`SELECT kind, status, count(*)::int n FROM orders GROUP BY 1,2 ORDER BY 1,2`));
const bad = await queryRows(database.db, invariantViolationsSql);
console.log('violations', bad.length, 'check s', (Date.now() - t) / 1000);
console.log(await queryRows(database.db, sql`SELECT count(*) FILTER (WHERE vip_expires_at > now()) vip, count(*) FILTER (WHERE status='banned') banned, max(coin_balance) maxc, avg(coin_balance)::int avgc, avg(points_balance)::int avgp FROM members`));
console.log(await queryRows(database.db, sql`SELECT * FROM members ORDER BY id DESC LIMIT 2`));
await database.close();
