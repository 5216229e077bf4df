import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { SERVER_VERSION } from '../../version.js';

/** Health: the database answers a query; reports its kind and the server version. */
export async function health(
  database: Database,
): Promise<{ status: 'ok'; db: Database['kind']; version: string }> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok', db: database.kind, version: SERVER_VERSION };
}
