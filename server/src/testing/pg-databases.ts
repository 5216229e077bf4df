import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../seed/index.js';

/**
 * The server suite on a real PostgreSQL (project `server-pg`, on when OPSDECK_TEST_DATABASE_URL is
 * set): one migrated and seeded template database per run, and a copy of it per test app
 * (`CREATE DATABASE … TEMPLATE`), dropped when the app closes.
 */
export const PG_SUITE_URL =
  process.env.OPSDECK_TEST_ON_PG === '1' ? process.env.OPSDECK_TEST_DATABASE_URL : undefined;

/**
 * A test file's own real PostgreSQL database: created on the server at `url`, migrated and seeded
 * with `size` demo members and orders, and dropped when it is closed. Files run in parallel, so no
 * two share (or wipe) one database. `url` is the new database's own address.
 */
export async function freshPgDatabase(
  serverUrl: string | undefined,
  size: { members: number; orders: number },
): Promise<Database & { url: string }> {
  if (!serverUrl) throw new Error('freshPgDatabase needs the URL of a PostgreSQL server');
  const name = `opsdeck_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = urlOf(serverUrl, name);
  const database = await openDatabase({ url });
  let closing: Promise<void> | undefined;
  const fresh = {
    ...database,
    url,
    close() {
      closing ??= database.close().then(() => dropDatabase(serverUrl, name));
      return closing;
    },
  };
  try {
    await migrate(database.db);
    await seed(database.db, size);
  } catch (error) {
    await fresh.close();
    throw error;
  }
  return fresh;
}

/** The URL of database `name` on the same server as `url`. */
export function urlOf(url: string, name: string): string {
  return url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

async function onServer(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates, migrates and seeds the run's template database; returns its name. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `opsdeck_tpl_${randomUUID().slice(0, 8)}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: urlOf(url, name) });
  try {
    await migrate(database.db);
    await seed(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** A fresh copy of the template; returns its URL. */
export async function copyTemplate(url: string, template: string): Promise<{ name: string; url: string }> {
  const name = `opsdeck_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { name, url: urlOf(url, name) };
}

/**
 * Drops a database made here. Its pool has been ended, but a client's goodbye may still be on its
 * way: wait (a bounded while) until the server sees no connection to it, so dropping does not cut a
 * client that is closing anyway (which would surface as an uncaught error in the test process).
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
