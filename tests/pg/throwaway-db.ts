import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../helpers/start-server.js';

/** The PostgreSQL that .ci/run starts (OPSDECK_TEST_DATABASE_URL); unset: the suites skip. */
export const adminUrl = process.env.OPSDECK_TEST_DATABASE_URL;

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A database of the test's own next to the given one: created and seeded (with the built seed
 * script, which migrates first) by `create`, dropped by `drop`.
 */
export function throwawayDatabase(prefix: string) {
  const name = `opsdeck_${prefix}_${randomUUID().slice(0, 8)}`;
  const url = adminUrl ? adminUrl.replace(/\/[^/]*$/, `/${name}`) : '';
  return {
    url,
    async create(seedArgs: string[] = ['--members', '40', '--orders', '200']): Promise<void> {
      await query(adminUrl ?? '', `CREATE DATABASE ${name}`);
      const seeded = spawnSync(process.execPath, [join(ROOT, 'server/dist/scripts/seed.js'), ...seedArgs], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    },
    /** Creates the database with nothing in it (a restore's target). */
    async createEmpty(): Promise<void> {
      await query(adminUrl ?? '', `CREATE DATABASE ${name}`);
    },
    async drop(): Promise<void> {
      if (adminUrl) await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
      return query<T>(url, text, params);
    },
  };
}
