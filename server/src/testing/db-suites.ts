import { describe } from 'vitest';
import type { Db } from '../db/client.js';
import { buildTestApp } from './build-test-app.js';
import { freshPgDatabase } from './pg-databases.js';
import { suiteFixture } from './suite.js';

/**
 * The same tests on both databases: a describe block `<name> on PGlite` (a test app's database) and,
 * when OPSDECK_TEST_DATABASE_URL names a server, `<name> on PostgreSQL` (a fresh database of its own
 * with 300 demo members and 600 orders). `body` registers the tests; its `db()` is the open database.
 */
export function onBothDatabases(name: string, body: (db: () => Db) => void): void {
  const suite = (label: string, open: () => Promise<{ db: Db; close(): Promise<void> }>) =>
    describe(`${name} on ${label}`, () => {
      const opened = suiteFixture(open);
      body(() => opened.db);
    });
  suite('PGlite', async () => {
    const t = await buildTestApp();
    return { db: t.database.db, close: () => t.close() };
  });
  const url = process.env.OPSDECK_TEST_DATABASE_URL;
  if (url)
    suite('PostgreSQL', async () => {
      const database = await freshPgDatabase(url, { members: 300, orders: 600 });
      return { db: database.db, close: () => database.close() };
    });
}
