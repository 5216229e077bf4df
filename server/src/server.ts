import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { EnvError, loadEnv } from './env.js';
import { demoAccounts } from './modules/health/demo.js';
import { seedIfEmpty } from './seed/index.js';

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let closing: Promise<void> | null = null;
  try {
    await migrate(database.db);
    const seeded = await seedIfEmpty(database.db);
    const app = await buildApp({
      database,
      env,
      logger: { level: env.LOG_LEVEL },
    });

    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      app.log.info({ signal }, 'shutting down');
      closing = (async () => {
        try {
          await app.close();
        } finally {
          await database.close();
        }
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);

    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://${displayHost(env.HOST)}:${port}`;
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pg`;
    // The same rule as the login page: only sign-ins the database really holds.
    const demo = await demoAccounts(database.db);
    const lines = [
      '',
      `  OpsDeck is running at ${url}  (API ${url}/api)`,
      `  Database: ${where}${seeded ? ', seeded with demo data' : ''}`,
      ...(demo.length > 0 ? ['  Demo sign-ins:'] : []),
      ...demo.map((o) => `    ${o.role.padEnd(5)}  phone ${o.phone}  password ${o.password}`),
      '  Press Ctrl+C to stop.',
      '',
    ];
    console.log(lines.join('\n'));
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
