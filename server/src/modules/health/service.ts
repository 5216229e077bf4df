import type { Health } from '@opsdeck/shared/schemas';
import type { Database } from '../../db/client.js';
import { SERVER_VERSION } from '../../version.js';
import { demoAccounts } from './demo.js';

/**
 * Health: the database answers a query (the demo sign-ins' one statement, whose answer may be no
 * rows); reports its kind, the server version and any demo sign-ins.
 */
export async function health(database: Database): Promise<Health> {
  const accounts = await demoAccounts(database.db);
  return {
    status: 'ok',
    db: database.kind,
    version: SERVER_VERSION,
    ...(accounts.length > 0 ? { demo: { accounts } } : {}),
  };
}
