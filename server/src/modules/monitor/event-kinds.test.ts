import { CONTENT_RESOURCE_KEYS, monitorKindOf } from '@opsdeck/shared/resources';
import { monitorEventKindSchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { latestEvents } from './events.js';

/**
 * The monitor's kinds come from one registry (shared/src/resources/audit-areas.ts): the SQL filter
 * of each kind picks exactly the audit rows that `monitorKindOf` gives that kind.
 */
describe('monitor event kinds', () => {
  let t: TestApp;
  const actions = [
    'member.reissueCoins',
    'member.patchVip',
    'member.update',
    'order.refund',
    'approval.approve',
    'auth.signIn',
    'session.revoke',
    'monitorNote.create',
    'upload.create',
    'settings.update',
    ...CONTENT_RESOURCE_KEYS.map((key) => `${key}.create`),
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.execute(sql`DELETE FROM audit_log`);
    for (const action of actions) {
      await t.database.db.execute(
        sql`INSERT INTO audit_log (action, status, target_type, target_id, payload) VALUES (${action}, 'ok', 'test', '1', '{}')`,
      );
    }
  });
  afterAll(() => t.close());

  test('every content resource is content; unknown areas are other', () => {
    for (const key of CONTENT_RESOURCE_KEYS) expect(monitorKindOf(`${key}.update`)).toBe('content');
    expect(monitorKindOf('member.reissueCoins')).toBe('reissue');
    expect(monitorKindOf('member.update')).toBe('other');
    expect(monitorKindOf('nothing')).toBe('other');
  });

  test("each kind's SQL filter matches the registry", async () => {
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log`,
    );
    expect(count?.n).toBe(actions.length);
    for (const kind of monitorEventKindSchema.options) {
      const found = (await latestEvents(t.database.db, 'en-US', 100, kind)).map((e) => e.action).sort();
      const expected = actions.filter((a) => monitorKindOf(a) === kind).sort();
      expect({ kind, found }).toEqual({ kind, found: expected });
    }
  });
});
