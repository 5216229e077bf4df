import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { queryRows } from '../../db/sql.js';
import { migrationsBefore } from '../../testing/migrations-before.js';
import { listMessages } from '../message/service.js';

let database: Database;
let before: ReturnType<typeof migrationsBefore>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  // the migrations before 091, in a folder of the test's own
  before = migrationsBefore(91);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

test('091 turns the one-string approval notices into a text code and values, read in each language; other messages are kept', async () => {
  await migrate(database.db, before.dir);
  const db = database.db;
  // as the server wrote them before 091: a todo, a rejection by 韩宁 / Han Ning, an expiry
  await db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id) VALUES
    ('13800000001', 'x', 'admin', 'Lin Qiao', '10000001'),
    ('13800000003', 'x', 'admin', 'Han Ning', '10000003')`);
  await db.execute(sql`INSERT INTO operator_names (operator_id, locale, name)
    SELECT id, 'en-US', 'Han Ning' FROM operators WHERE phone = '13800000003'
    UNION ALL SELECT id, 'zh-CN', '韩宁' FROM operators WHERE phone = '13800000003'`);
  const [lin] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM operators WHERE phone = '13800000001'`,
  );
  const [han] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM operators WHERE phone = '13800000003'`,
  );
  const linId = lin!.id;
  const hanId = han!.id;
  const approvalIds = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO approvals (kind, status, requester_id, payload, decided_by, decided_at, reject_reason) VALUES
      ('patch_coins', 'pending', ${linId}, '{}'::jsonb, NULL, NULL, NULL),
      ('patch_vip', 'rejected', ${linId}, '{}'::jsonb, ${hanId}, now(), 'too long'),
      ('patch_coins', 'expired', ${linId}, '{}'::jsonb, NULL, now(), NULL)
      RETURNING id`,
  );
  const [a1, a2, a3] = approvalIds.map((r) => r.id);
  await db.execute(sql`INSERT INTO messages (operator_id, type, title, sub_title, content, message_type) VALUES
    (${hanId}, 'todo', ${`待审批 Approval #${a1}`}, '补发福币 coin re-issue', '10000123 Mei: +20000 coins · big', 0),
    (${linId}, 'notice', ${`审批 Approval #${a2} 已驳回 rejected`}, '补发 VIP VIP re-issue', 'Han Ning · too long', 1),
    (${linId}, 'notice', ${`审批 Approval #${a3} 已过期 expired`}, '补发福币 coin re-issue',
      '72 小时内无人审批，未执行；如仍需要请重新提交 · Not decided within 72 hours, nothing was executed; send it again if it is still needed', 2),
    (${linId}, 'notice', 'Our own notice', '', 'Written by hand.', 1)`);
  expect(await migrate(db)).toContain(91);

  const zh = await listMessages(db, linId, {}, 'zh-CN');
  const en = await listMessages(db, linId, {}, 'en-US');
  const pick = (list: typeof zh, id: number) => list.find((m) => m.title.includes(`#${id}`));
  expect(pick(zh, a2!)).toMatchObject({
    title: `审批 #${a2} 已驳回`,
    subTitle: '补发 VIP',
    content: '审批人：韩宁 · too long',
  });
  expect(pick(en, a2!)).toMatchObject({
    title: `Approval #${a2} rejected`,
    subTitle: 'VIP re-issue',
    content: 'By Han Ning · too long',
  });
  expect(pick(zh, a3!)).toMatchObject({
    title: `审批 #${a3} 已过期`,
    content: '72 小时内无人审批，未执行；如仍需要请重新提交',
  });
  expect(pick(en, a3!)?.content).toBe(
    'Not decided within 72 hours, nothing was executed; send it again if it is still needed',
  );
  const todo = await listMessages(db, hanId, {}, 'zh-CN');
  expect(todo[0]).toMatchObject({ title: `待审批 #${a1}`, subTitle: '补发福币' });
  // a message of its own is left as written
  expect(en.find((m) => m.title === 'Our own notice')?.content).toBe('Written by hand.');
  expect(zh.find((m) => m.title === 'Our own notice')?.content).toBe('Written by hand.');
});
