import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  LogController,
  type onRouteHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { defaultEnv, type Env } from './env.js';
import { clientErrorHandler, serverTimeouts } from './http/server-options.js';
import { avatarFilesPlugin } from './modules/account/avatar-files.js';
import { rollupFoldPlugin } from './modules/analysis/fold.js';
import { approvalExpiryPlugin } from './modules/approvals/expiry-sweep.js';
import { Readiness, readinessPlugin } from './modules/health/readiness.js';
import { modules } from './modules/index.js';
import { metricsPlugin } from './modules/metrics/plugin.js';
import { monitorPlugin } from './modules/monitor/plugin.js';
import { reissueJobsPlugin } from './modules/reissue-jobs/plugin.js';
import { uploadFilesPlugin } from './modules/uploads/files.js';
import { authPlugin } from './plugins/app/auth.js';
import { connectionLimitPlugin } from './plugins/app/connection-limit.js';
import { databasePlugin } from './plugins/app/database.js';
import { errorHandlerPlugin } from './plugins/app/error-handler.js';
import { inputGuardPlugin } from './plugins/app/input-guard.js';
import { jsonBodyPlugin } from './plugins/app/json-body.js';
import { localePlugin } from './plugins/app/locale.js';
import { notFoundPlugin } from './plugins/app/not-found.js';
import { requestLogPlugin } from './plugins/app/request-log.js';
import { responseSerializer } from './plugins/app/response-serializer.js';
import { compressPlugin } from './plugins/external/compress.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { hasWebBuild, staticPlugin } from './plugins/external/static.js';
import { swaggerPlugin } from './plugins/external/swagger.js';
import './types/fastify.js';

/** What `buildApp` needs: an open database; the rest has defaults. */
export interface BuildAppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (server.ts: createLogger), instead of `logger`'s options. */
  loggerInstance?: FastifyBaseLogger;
  /** The built console to serve at '/'; null serves none. Defaults to env WEB_ROOT. */
  webRoot?: string | null;
  env?: Partial<Env>;
  /** More route plugins under /api, after the standard modules (tests use this). */
  extraModules?: FastifyPluginAsync[];
  /** Sees every route as it is registered (the registration tests list the /api routes with it). */
  onRoute?: onRouteHookHandler;
  /**
   * Where the server is in its life (server.ts starts it at 'starting' and moves it on once the
   * database is migrated and seeded); by default the database is ready.
   */
  readiness?: Readiness;
  /**
   * The HTTP server to serve on, already listening (server.ts: `listenStarting`, which answered the
   * probes while the database was being prepared); the caller then calls `ready()`, not `listen()`,
   * and hands the listener over to the app only after it (`StartingServer.handOver`).
   */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/**
 * Builds the Fastify app in layers: external plugins (helmet, rate limit, swagger), then the app's
 * (database, locale, errors, auth), the console's static files, then every module's routes under /api.
 * The caller listens or injects; `ready()` runs on first use.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const env = defaultEnv(opts.env);
  const webRoot = opts.webRoot === undefined ? env.WEB_ROOT : opts.webRoot;
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    bodyLimit: 1024 * 1024,
    // one line per request instead of two (requestLogPlugin)
    logController: new LogController({ disableRequestLogging: true }),
    // the server names every request (a client-sent x-request-id is ignored) and says the name back
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    ...serverTimeouts(env),
    clientErrorHandler,
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  });
  await app.register(connectionLimitPlugin, { max: env.MAX_CONNECTIONS_PER_IP });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  // the caller's language first, so every answer (even a rate-limited one) is translated
  await app.register(localePlugin);
  // while the database is being prepared, only the probes answer
  await app.register(readinessPlugin, { readiness: opts.readiness ?? new Readiness() });
  await app.register(requestLogPlugin);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // external layer
  await app.register(helmetPlugin, { webRoot });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, { max: env.RATE_LIMIT_PER_MINUTE, database: opts.database });
  await app.register(swaggerPlugin);

  // app layer: its error handler and hooks apply to every route registered after it
  await app.register(databasePlugin, { database: opts.database, env });
  await app.register(errorHandlerPlugin);
  // GET /metrics and the request duration histogram (every route's answers)
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(jsonBodyPlugin);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // live activity hub and request figures (every route's answers)
  await app.register(monitorPlugin);
  // pending approval requests past APPROVAL_TTL_HOURS expire (also on every read and decision)
  await app.register(approvalExpiryPlugin);
  // the daily rollups' pending deltas folded on a timer (readers also fold before they read)
  await app.register(rollupFoldPlugin);
  // the re-issue job engine (pg-boss, started when a job is queued)
  await app.register(reissueJobsPlugin);

  // the console (external, but after the error handler so its routes use it) and unknown routes
  await app.register(staticPlugin, { webRoot });
  // uploaded and seeded images at /uploads/<name> (root, public, immutable)
  await app.register(uploadFilesPlugin);
  // operators' avatars kept as data: URLs, by the hash of the URL at /avatars/<hash>.<ext> (public)
  await app.register(avatarFilesPlugin);
  await app.register(notFoundPlugin, { spa: hasWebBuild(webRoot), webRoot });

  // routes
  await app.register(
    async (api) => {
      for (const routes of [...modules, ...(opts.extraModules ?? [])]) await api.register(routes);
    },
    { prefix: '/api' },
  );
  return app;
}
