import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { DEMO_WORK_NAMES } from './operators.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 080, in a folder of the test's own
  before = migrationsBefore(80);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('080 gives the demo seed’s one-string names a name per language, the seed’s own; other names are kept', async () => {
  await migrate(database.db, before.dir);
  // as the seed wrote them before 080 (056 had made the office location the name), and an operator of
  // a database of its own with a job and a location typed by hand
  await database.db.execute(sql`INSERT INTO operators
    (phone, password_hash, role, name, job, job_name, organization, organization_name, location, location_name, visible_id)
    VALUES
    ('13800000001', 'x', 'admin', 'a', 'operations', '运营负责人 Head of Operations', 'content-ops',
      '内容运营部 Content Operations', '杭州 Hangzhou', '杭州 Hangzhou', '10000001'),
    ('13800000002', 'x', 'user', 'b', 'support', '会员客服 Member Support', 'member-service',
      '会员服务组 Member Service', 'Chengdu HQ', 'Chengdu HQ', '10000002'),
    ('13900000009', 'x', 'user', 'c', 'ops', 'Night shift', 'team-x', 'Team X', 'Remote', 'Remote', '10000009')`);
  expect(await migrate(database.db)).toContain(80);
  const rows = await queryRows<{ kind: string; code: string; locale: string; name: string }>(
    database.db,
    sql`SELECT kind, code, locale, name FROM work_names ORDER BY kind, code, locale`,
  );
  const expected = DEMO_WORK_NAMES.filter((w) =>
    ['operations', 'support', 'content-ops', 'member-service', 'hangzhou'].includes(w.code),
  ).flatMap((w) => [
    { kind: w.kind, code: w.code, locale: 'en-US', name: w['en-US'] },
    { kind: w.kind, code: w.code, locale: 'zh-CN', name: w['zh-CN'] },
  ]);
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    `${a.kind}|${a.code}|${a.locale}`.localeCompare(`${b.kind}|${b.code}|${b.locale}`);
  expect(rows.sort(order)).toEqual(expected.sort(order));
  const ops = await queryRows<Record<string, string>>(
    database.db,
    sql`SELECT phone, job_name, organization_name, location, location_name, location_code FROM operators ORDER BY phone`,
  );
  expect(ops).toEqual([
    {
      phone: '13800000001',
      job_name: 'Head of Operations',
      organization_name: 'Content Operations',
      location: 'Hangzhou',
      location_name: 'Hangzhou',
      location_code: 'hangzhou',
    },
    {
      phone: '13800000002',
      job_name: 'Member Support',
      organization_name: 'Member Service',
      location: 'Chengdu HQ',
      location_name: 'Chengdu HQ',
      location_code: '',
    },
    {
      phone: '13900000009',
      job_name: 'Night shift',
      organization_name: 'Team X',
      location: 'Remote',
      location_name: 'Remote',
      location_code: '',
    },
  ]);
});
