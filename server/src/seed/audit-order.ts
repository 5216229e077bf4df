import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Renumbers the seeded audit trail so its ids follow its times (the seeders write it member by
 * member and area by area, not in time order): the monitor's feed and its event stream resume by id,
 * so an id must never be older than a smaller one. Runs last, in the seed's transaction, on rows
 * nothing references yet; the identity continues after the highest id.
 */
export async function seedAuditOrder(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE audit_log a SET id = -o.rn
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM audit_log) o
    WHERE a.id = o.id`);
  await db.execute(sql`UPDATE audit_log SET id = -id WHERE id < 0`);
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('audit_log', 'id'), coalesce((SELECT max(id) FROM audit_log), 0) + 1, false)`,
  );
}
