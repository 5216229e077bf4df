import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { EnvError, loadEnv } from './env.js';
import { bannerLines } from './http/banner.js';
import { demoExposure } from './http/listen-host.js';
import { createLogger, usesPrettyLogs } from './logging/logger.js';
import { demoAccounts } from './modules/health/demo.js';
import { Readiness } from './modules/health/readiness.js';
import { isEmpty, seed } from './seed/index.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  // start-up progress: readable lines on a terminal (or LOG_FORMAT=pretty), log records in JSON
  const say = usesPrettyLogs(env.LOG_FORMAT, process.stdout)
    ? (line: string) => console.log(line)
    : (line: string) => logger.info(line);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pg`;
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let closing: Promise<void> | null = null;
  try {
    await migrate(database.db, undefined, (m, n, total) => {
      if (n === 1)
        say(`Preparing the database (${where}): ${total} migration${total === 1 ? '' : 's'} to apply …`);
      say(`  migration ${n}/${total}: ${String(m.version).padStart(3, '0')} ${m.name}`);
    });
    const willSeed = await isEmpty(database.db);
    const refusal = demoExposure(
      env.HOST,
      { willSeed, demoAccounts: willSeed ? 0 : (await demoAccounts(database.db)).length },
      env.ALLOW_DEMO_ON_NETWORK,
    );
    if (refusal) {
      console.error(refusal);
      await database.close();
      process.exit(1);
    }

    const readiness = new Readiness(willSeed ? 'starting' : 'ready');
    const app = await buildApp({ database, env, loggerInstance: logger, readiness });

    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      readiness.stopping();
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

    // listening first: while a first start seeds, /api/health/live answers and ready says 503
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    if (willSeed) {
      const started = Date.now();
      say(`Seeding demo data (first start; the server answers /api/health/ready when done) …`);
      await seed(database.db, { onStep: (line) => say(`  ${line}`) });
      say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      readiness.ready();
    }

    // The same rule as the login page: only sign-ins the database really holds.
    const demo = await demoAccounts(database.db);
    const lines = bannerLines({
      host: env.HOST,
      port,
      database: where,
      seeded: willSeed,
      demo,
      ...(env.OPSDECK_DEV ? { devWebPort: env.WEB_PORT } : {}),
    });
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
