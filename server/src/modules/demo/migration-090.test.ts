import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { demoMessageTexts } from '../../seed/core-data.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { DEMO_OPERATORS } from './operators.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 090, in a folder of the test's own
  before = migrationsBefore(90);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('090 gives the demo seed’s one-string operator names and message texts a text per language, the seed’s own; other names and messages are kept', async () => {
  await migrate(database.db, before.dir);
  // as the seed wrote them before 090, and an operator and a message of a database of its own
  await database.db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id) VALUES
    ('13800000001', 'x', 'admin', '林乔 Lin Qiao', '10000001'),
    ('13900000009', 'x', 'user', 'Night Owl', '10000009')`);
  await database.db.execute(sql`INSERT INTO messages (operator_id, type, title, sub_title, content, message_type)
    SELECT id, 'notice', '续费通知 Renewal notice', '', 'CDN 流量包将于 7 天后到期，请及时续费。The CDN traffic plan expires in 7 days.', 3::smallint
    FROM operators WHERE phone = '13800000001'
    UNION ALL
    SELECT id, 'message', '郑曦月 Zheng Xiyue', '的私信 · direct message',
      '春节壁纸专题的封面已更新，麻烦今天下午上线前再过一眼。The Spring Festival topic cover is updated; please check it before it goes live.', NULL
    FROM operators WHERE phone = '13800000001'
    UNION ALL
    SELECT id, 'notice', 'Our own notice', '', 'Written by hand.', 1 FROM operators WHERE phone = '13900000009'`);
  expect(await migrate(database.db)).toContain(90);

  const names = await queryRows<{ phone: string; locale: string; name: string }>(
    database.db,
    sql`SELECT o.phone, n.locale, n.name FROM operator_names n JOIN operators o ON o.id = n.operator_id ORDER BY o.phone, n.locale`,
  );
  const lin = DEMO_OPERATORS.find((o) => o.phone === '13800000001');
  expect(names).toEqual([
    { phone: '13800000001', locale: 'en-US', name: lin?.names['en-US'] },
    { phone: '13800000001', locale: 'zh-CN', name: lin?.names['zh-CN'] },
  ]);
  expect(
    await queryRows<{ name: string }>(database.db, sql`SELECT name FROM operators ORDER BY phone`),
  ).toEqual([{ name: 'Lin Qiao' }, { name: 'Night Owl' }]);

  const texts = await queryRows<{
    code: string;
    locale: string;
    title: string;
    sub_title: string;
    content: string;
  }>(
    database.db,
    sql`SELECT code, locale, title, sub_title, content FROM message_texts ORDER BY code, locale`,
  );
  const seeded = demoMessageTexts()
    .filter((t) => t.code === 'cdn-renewal' || t.code === 'cover-check')
    .map((t) => ({
      code: t.code,
      locale: t.locale,
      title: t.title,
      sub_title: t.subTitle,
      content: t.content,
    }))
    .sort((a, b) => `${a.code}|${a.locale}`.localeCompare(`${b.code}|${b.locale}`));
  expect(texts).toEqual(seeded);
  expect(texts.find((t) => t.code === 'cdn-renewal' && t.locale === 'zh-CN')?.title).toBe('续费通知');
  expect(
    await queryRows<{ title: string; text_code: string }>(
      database.db,
      sql`SELECT title, text_code FROM messages ORDER BY id`,
    ),
  ).toEqual([
    { title: 'Renewal notice', text_code: 'cdn-renewal' },
    { title: 'Zheng Xiyue', text_code: 'cover-check' },
    { title: 'Our own notice', text_code: '' },
  ]);
});
