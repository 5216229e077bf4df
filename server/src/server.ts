import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { EnvError, loadEnv } from './env.js';
import { bannerLines } from './http/banner.js';
import { listenStarting } from './http/starting-server.js';
import { createLogger, usesPrettyLogs } from './logging/logger.js';
import { demoAccounts } from './modules/health/demo.js';
import { Readiness } from './modules/health/readiness.js';
import { startingMetrics } from './modules/metrics/plugin.js';
import { type Prepared, prepareDatabase, prepareInWorker } from './seed/prepare.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  // start-up progress: readable lines on a terminal (or LOG_FORMAT=pretty), log records in JSON
  const say = usesPrettyLogs(env.LOG_FORMAT, process.stdout)
    ? (line: string) => console.log(line)
    : (line: string) => logger.info(line);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/pg`;
  const rule = { host: env.HOST, allowDemoOnNetwork: env.ALLOW_DEMO_ON_NETWORK };
  // one process per data dir: taken before anything else, held until exit
  const lock: DataDirLock | undefined = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
  // Listening first: /api/health/live answers at once (without the database), /metrics with the
  // process's figures, and everything else 503 "starting" until the database is migrated and
  // seeded. On PGlite that work runs in a worker thread, since PGlite holds the thread it runs in
  // (seed/prepare.ts).
  const starting = await listenStarting(env, startingMetrics(env.METRICS_TOKEN));
  const stopStarting = () => new Promise<void>((resolve) => starting.server.close(() => resolve()));
  let prepared: Prepared;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (env.DATABASE_URL) {
    database = await openDatabase({ url: env.DATABASE_URL });
    prepared = await prepareDatabase(database, where, rule, say).catch(async (error: unknown) => {
      await database.close().catch(() => {});
      throw error;
    });
  } else {
    prepared = await prepareInWorker(env.DATA_DIR, where, rule, say);
    database = await openDatabase({ dataDir: env.DATA_DIR, lock, thread: env.PGLITE_WORKER });
  }
  let closing: Promise<void> | null = null;
  try {
    if (prepared.refusal) {
      console.error(prepared.refusal);
      await stopStarting();
      await database.close();
      process.exit(1);
    }

    const readiness = new Readiness('ready');
    const app = await buildApp({
      database,
      env,
      loggerInstance: logger,
      readiness,
      serverFactory: starting.serverFactory,
    });
    // the app takes over the listener once ready (it listens already: ready(), not listen())
    await app.ready();
    starting.handOver();

    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      readiness.stopping();
      app.log.info({ signal }, 'shutting down');
      closing = (async () => {
        try {
          // no new connections; the requests in progress finish (the app's preClose ends the
          // event streams), then the idle keep-alive connections close, as Fastify's own listen does
          const stopped = stopStarting();
          await app.close();
          starting.server.closeIdleConnections();
          await stopped;
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

    const address = starting.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    // The same rule as the login page: only sign-ins the database really holds.
    const demo = await demoAccounts(database.db);
    const lines = bannerLines({
      host: env.HOST,
      port,
      database: where,
      seeded: prepared.seeded,
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
