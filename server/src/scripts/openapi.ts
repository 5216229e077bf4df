import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/**
 * Writes the OpenAPI document the server serves at GET /api/openapi.json to the file named by the
 * first argument (stdout without one). It is generated from the route schemas, so no data is needed:
 * an empty in-memory database is enough, migrated (the app's background work, such as the re-issue
 * jobs engine, reads its tables as soon as the app is ready).
 */
async function main(): Promise<void> {
  const database = await openDatabase({});
  try {
    await migrate(database.db);
    const app = await buildApp({ database, webRoot: null });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    const out = process.argv[2];
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
  } finally {
    await database.close();
  }
}

await main();
