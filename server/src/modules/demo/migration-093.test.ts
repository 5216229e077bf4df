import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_MEDIA_PARAMS } from '@opsdeck/shared/schemas';
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
  // the migrations before 093, in a folder of the test's own
  before = migrationsBefore(93);
});
afterAll(async () => {
  await database.close();
  before.remove();
});

const todo = (id: number, kind: string, summary: object) => JSON.stringify({ id, kind, summary });

test('093 turns the one-language todos of policy and media parameter changes into lines read in each language; other todos are kept', async () => {
  await migrate(database.db, before.dir);
  const db = database.db;
  await db.execute(sql`INSERT INTO operators (phone, password_hash, role, name, visible_id) VALUES
    ('13800000001', 'x', 'admin', 'Lin Qiao', '10000001'),
    ('13800000003', 'x', 'admin', 'Han Ning', '10000003')`);
  const [lin, han] = (await queryRows<{ id: number }>(db, sql`SELECT id FROM operators ORDER BY phone`)).map(
    (r) => r.id,
  );
  const media = structuredClone(DEFAULT_MEDIA_PARAMS);
  media.video.encoding.frameRate = 25;
  media.description = 'smoother video';
  // as the server asked them before 093
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO approvals (kind, status, requester_id, payload, before) VALUES
        ('policy_change', 'pending', ${lin}, '{"target":"limits","changes":{"coins":20000,"operatorCoins":150000}}'::jsonb,
          '{"coins":10000,"operatorCoins":100000}'::jsonb),
        ('policy_change', 'pending', ${lin}, '{"target":"switch","id":"approvalThresholds","enabled":false}'::jsonb,
          '{"enabled":true}'::jsonb),
        ('media_params', 'pending', ${lin}, ${JSON.stringify(media)}::jsonb, ${JSON.stringify(DEFAULT_MEDIA_PARAMS)}::jsonb),
        ('patch_coins', 'pending', ${lin}, '{}'::jsonb, '{}'::jsonb)
        RETURNING id`,
    )
  ).map((r) => r.id);
  const [limits, off, params, coins] = ids as [number, number, number, number];
  const plain = (text: string) => ({ key: 'plain', params: { text } });
  await db.execute(sql`INSERT INTO messages (operator_id, type, title, sub_title, content, text_code, text_params, message_type) VALUES
    (${han}, 'todo', ${`Approval #${limits} is waiting for you`}, 'Money policy change',
      'coins 10000 → 20000, operatorCoins 100000 → 150000', 'notice:todo',
      ${todo(limits, 'policy_change', plain('coins 10000 → 20000, operatorCoins 100000 → 150000'))}::jsonb, 0),
    (${han}, 'todo', ${`Approval #${off} is waiting for you`}, 'Money policy change', 'approvalThresholds: on → off',
      'notice:todo', ${todo(off, 'policy_change', plain('approvalThresholds: on → off'))}::jsonb, 0),
    (${han}, 'todo', ${`Approval #${params} is waiting for you`}, 'Media encoding parameters', 'smoother video',
      'notice:todo', ${todo(params, 'media_params', plain('smoother video'))}::jsonb, 0),
    (${han}, 'todo', ${`Approval #${coins} is waiting for you`}, 'Coin re-issue', '10000123 Mei: +20000 coins · big',
      'notice:todo', ${todo(coins, 'patch_coins', plain('10000123 Mei: +20000 coins · big'))}::jsonb, 0)`);
  expect(await migrate(db)).toContain(93);

  const read = async (locale: 'en-US' | 'zh-CN') => {
    const list = await listMessages(db, han!, {}, locale);
    return (id: number) => list.find((m) => m.title.includes(`#${id}`))?.content;
  };
  const en = await read('en-US');
  const zh = await read('zh-CN');
  expect(en(limits)).toBe(
    'Coin threshold per member 10000 → 20000 · Coin threshold per operator 100000 → 150000',
  );
  expect(zh(limits)).toBe('每会员福币阈值 10000 → 20000 · 每操作员福币阈值 100000 → 150000');
  expect(en(off)).toBe('Four eyes on large re-issues On → Off');
  expect(zh(off)).toBe('大额补发四眼审批 开启 → 关闭');
  // in the form's order (the frame rate above the description), though 093 stored them in path order
  expect(en(params)).toBe('Encoding frame rate 15 → 25 · Parameter description – → smoother video');
  expect(zh(params)).toMatch(/^编码帧率 15 → 25 · \S+ – → smoother video$/);
  // a re-issue's todo is not a change's: kept as it was
  expect(en(coins)).toBe('10000123 Mei: +20000 coins · big');
});
