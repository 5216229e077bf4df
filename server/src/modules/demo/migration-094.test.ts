import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { getCertification } from '../account/security.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 094, in a folder of the test's own
  before = migrationsBefore(94);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('094 gives the demo seed’s Chinese-only certification records a content per language; others are kept', async () => {
  await migrate(database.db, before.dir);
  const db = database.db;
  await db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id) VALUES
    ('13800000001', 'x', 'admin', 'Lin Qiao', '10000001')`);
  const [lin] = await queryRows<{ id: number }>(db, sql`SELECT id FROM operators`);
  // as the seed wrote them before 094, and a record of a database of its own
  await db.execute(sql`INSERT INTO certification_records (operator_id, certification_type, certification_content, status, created_at) VALUES
    (${lin!.id}, 'enterprise', '企业证照认证：杭州拾光内容科技有限公司', 'pass', now() - interval '2 days'),
    (${lin!.id}, 'enterprise', '法定代表人变更：林*', 'auditing', now() - interval '1 day'),
    (${lin!.id}, 'enterprise', '西湖店证照 West Lake licence', 'pass', now())`);
  expect(await migrate(db)).toContain(94);

  const contents = async (locale: 'en-US' | 'zh-CN') =>
    (await getCertification(db, lin!.id, locale)).records.map((r) => r.certificationContent);
  expect(await contents('en-US')).toEqual([
    '西湖店证照 West Lake licence',
    'Legal representative change: 林*',
    'Business licence certification: 杭州拾光内容科技有限公司',
  ]);
  expect(await contents('zh-CN')).toEqual([
    '西湖店证照 West Lake licence',
    '法定代表人变更：林*',
    '企业证照认证：杭州拾光内容科技有限公司',
  ]);
  expect(
    await queryRows<{ certification_content: string }>(
      db,
      sql`SELECT certification_content FROM certification_records ORDER BY created_at`,
    ),
  ).toEqual([
    { certification_content: 'Business licence certification: 杭州拾光内容科技有限公司' },
    { certification_content: 'Legal representative change: 林*' },
    { certification_content: '西湖店证照 West Lake licence' },
  ]);
});
