import type { Health } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { SERVER_VERSION } from '../../version.js';
import { demoAccounts } from './demo.js';

/** Health: the database answers a query; reports its kind, the server version and any demo sign-ins. */
export async function health(database: Database): Promise<Health> {
  await database.db.execute(sql`select 1`);
  const accounts = await demoAccounts(database.db);
  return {
    status: 'ok',
    db: database.kind,
    version: SERVER_VERSION,
    ...(accounts.length > 0 ? { demo: { accounts } } : {}),
  };
}
