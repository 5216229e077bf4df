import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { DEMO_SHOPS } from '../../seed/core-data.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { getProfile } from '../account/service.js';
import { listAllShops } from '../shop/service.js';
import { DEMO_OPERATORS } from './operators.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 092, in a folder of the test's own
  before = migrationsBefore(92);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('092 gives the demo seed’s one-string introductions and shop names a text per language, the seed’s own; others are kept', async () => {
  await migrate(database.db, before.dir);
  const db = database.db;
  // as the seed wrote them before 092, and an operator and a shop of a database of its own
  await db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id, introduction) VALUES
    ('13800000001', 'x', 'admin', 'Lin Qiao', '10000001',
      '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。Runs content and member operations.'),
    ('13900000009', 'x', 'user', 'Night Owl', '10000009', '夜班 night shift')`);
  await db.execute(sql`INSERT INTO shops (name, code, shop_type, sync_shop_id) VALUES
    ('线上租赁店 Online Rent', 'online_rent', 1, 'SYNC-RENT-0001'),
    ('中心仓 Stockroom', 'stockroom', 0, NULL),
    ('西湖店 West Lake', 'west_lake', 1, NULL)`);
  expect(await migrate(db)).toContain(92);

  const lin = DEMO_OPERATORS.find((o) => o.phone === '13800000001')!;
  expect(
    await queryRows<{ phone: string; locale: string; introduction: string }>(
      db,
      sql`SELECT o.phone, n.locale, n.introduction FROM operator_introductions n
        JOIN operators o ON o.id = n.operator_id ORDER BY o.phone, n.locale`,
    ),
  ).toEqual([
    { phone: '13800000001', locale: 'en-US', introduction: lin.introductions['en-US'] },
    { phone: '13800000001', locale: 'zh-CN', introduction: lin.introductions['zh-CN'] },
  ]);
  expect(
    await queryRows<{ introduction: string }>(db, sql`SELECT introduction FROM operators ORDER BY phone`),
  ).toEqual([{ introduction: lin.introduction }, { introduction: '夜班 night shift' }]);

  const ids = await queryRows<{ id: number; phone: string }>(
    db,
    sql`SELECT id, phone FROM operators ORDER BY phone`,
  );
  const [linId, owlId] = ids.map((r) => r.id);
  expect((await getProfile(db, linId!, 'zh-CN')).introduction).toBe(
    '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。',
  );
  expect((await getProfile(db, linId!, 'en-US')).introduction).toBe('Runs content and member operations.');
  for (const lang of ['en-US', 'zh-CN'] as const)
    expect((await getProfile(db, owlId!, lang)).introduction).toBe('夜班 night shift');

  const seeded = (code: string) => DEMO_SHOPS.find((s) => s.code === code)!;
  expect((await listAllShops(db, 'zh-CN')).map((s) => s.name)).toEqual([
    seeded('online_rent').names['zh-CN'],
    seeded('stockroom').names['zh-CN'],
    '西湖店 West Lake',
  ]);
  expect((await listAllShops(db, 'en-US')).map((s) => s.name)).toEqual([
    'Online Rent',
    'Stockroom',
    '西湖店 West Lake',
  ]);
  expect(await queryRows<{ name: string }>(db, sql`SELECT name FROM shops ORDER BY id`)).toEqual([
    { name: 'Online Rent' },
    { name: 'Stockroom' },
    { name: '西湖店 West Lake' },
  ]);
});
