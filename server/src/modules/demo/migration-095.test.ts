import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { getSecurity } from '../account/security.js';
import { getAccountProfile } from '../account/service.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 095, in a folder of the test's own
  before = migrationsBefore(95);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('095 gives the demo seed’s Chinese-only area, address and security question a text per language; typed ones are kept', async () => {
  await migrate(database.db, before.dir);
  const db = database.db;
  // as the seed wrote them before 095, and an operator of a database of its own
  await db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id, area, address) VALUES
    ('13800000001', 'x', 'admin', 'Lin Qiao', '10000001', '浙江省 杭州市 西湖区', '文三路 90 号 8 楼'),
    ('13800000009', 'x', 'user', 'Gu Yan', '10000009', '浙江省 杭州市 滨江区', '江南大道 1 号')`);
  const [lin, gu] = (await queryRows<{ id: number }>(db, sql`SELECT id FROM operators ORDER BY phone`)).map(
    (r) => r.id,
  ) as [number, number];
  await db.execute(sql`INSERT INTO operator_security (operator_id, question, answer_hash) VALUES
    (${lin}, '第一台电脑的品牌？', 'x'), (${gu}, '小学的名字？', 'x')`);
  expect(await migrate(db)).toContain(95);

  const read = async (id: number, locale: 'en-US' | 'zh-CN') => {
    const p = await getAccountProfile(db, id, locale);
    return { area: p.area, address: p.address, question: (await getSecurity(db, id, locale)).question };
  };
  expect(await read(lin, 'en-US')).toEqual({
    area: 'Xihu District, Hangzhou, Zhejiang',
    address: '8F, 90 Wensan Road',
    question: 'What was the brand of your first computer?',
  });
  expect(await read(lin, 'zh-CN')).toEqual({
    area: '浙江省 杭州市 西湖区',
    address: '文三路 90 号 8 楼',
    question: '第一台电脑的品牌？',
  });
  const own = { area: '浙江省 杭州市 滨江区', address: '江南大道 1 号', question: '小学的名字？' };
  expect(await read(gu, 'en-US')).toEqual(own);
  expect(await read(gu, 'zh-CN')).toEqual(own);
  // the columns hold the en-US text of the seed's, the typed text as it was
  expect(
    await queryRows<{ area: string; question: string }>(
      db,
      sql`SELECT o.area, s.question FROM operators o JOIN operator_security s ON s.operator_id = o.id ORDER BY o.phone`,
    ),
  ).toEqual([
    { area: 'Xihu District, Hangzhou, Zhejiang', question: 'What was the brand of your first computer?' },
    { area: '浙江省 杭州市 滨江区', question: '小学的名字？' },
  ]);
});
