import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { WAIT_FOR } from '../../testing/wait.js';

/**
 * An extension of a running VIP leaves the nickname pieces' expiry as it was and notes it on the
 * member (migration 103); once that noted expiry has passed, the fold timer refiles the member's
 * pieces with the real expiry (`opsdeck_nickname_pieces_vip_due`), so the short search's count
 * corrects for a handful of members at most. On PGlite and PostgreSQL alike.
 */
describe('the fold timer refiles the pieces of extended VIPs whose noted expiry passed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready(); // starts the fold timer
  });
  afterAll(async () => {
    await t.close();
  });

  test('a VIP of four seconds extended by two days is refiled after its four seconds', async () => {
    const db = t.database.db;
    const [member] = await queryRows<{ id: number }>(db, sql`SELECT id FROM members ORDER BY id LIMIT 1`);
    const id = Number(member?.id);
    await db.execute(sql`UPDATE members SET vip_expires_at = NULL WHERE id = ${id}`);
    await db.execute(
      sql`UPDATE members SET vip_expires_at = clock_timestamp() + interval '4 seconds' WHERE id = ${id}`,
    );
    await db.execute(sql`UPDATE members SET vip_expires_at = now() + interval '2 days' WHERE id = ${id}`);
    /** The member's real and noted expiry, and the expiries its pieces carry. */
    const state = async () =>
      (
        await queryRows<{ noted: boolean; pieces: string }>(
          db,
          sql`SELECT m.vip_filed_at IS NOT NULL AS noted,
              (SELECT string_agg(DISTINCT CASE WHEN p.vip_expires_at = m.vip_expires_at THEN 'real' ELSE 'other' END, ',')
                FROM member_nickname_pieces p WHERE p.member_id = m.id) AS pieces
            FROM members m WHERE m.id = ${id}`,
        )
      )[0];
    expect(await state()).toEqual({ noted: true, pieces: 'other' });
    await vi.waitFor(async () => expect(await state()).toEqual({ noted: false, pieces: 'real' }), {
      ...WAIT_FOR,
      timeout: 20_000,
    });
  });
});
