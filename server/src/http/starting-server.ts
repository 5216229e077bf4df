import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { resolveLocale, translate } from '@opsdeck/shared/i18n';
import type { Env } from '../env.js';
import { clientErrorHandler, serverTimeouts } from './server-options.js';

/** Serves a request the starting server can answer itself (the process metrics); false if not. */
export type Serve = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The server's HTTP listener before the app exists, handed to Fastify (its `serverFactory`) later. */
export interface StartingServer {
  server: Server;
  /** Fastify's `serverFactory`: gives Fastify this server and keeps the app's handler for `handOver`. */
  serverFactory: (handler: RequestListener) => Server;
  /**
   * Once `app.ready()` has resolved: the app's handler takes over every request. Not before: Fastify
   * routes a request to a registered route at once, but sets the route's hooks (authentication,
   * roles, readiness) and validators only when the app becomes ready, and a request in between hangs
   * and throws an uncaught TypeError out of Fastify's hook runner.
   */
  handOver: () => void;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    // the app takes over this listener; a client's next request opens a connection it serves
    connection: 'close',
  });
  res.end(text);
}

/**
 * Answers while the database is being prepared, without it: GET /api/health/live 200, what `serve`
 * serves (server.ts: GET /metrics, the process's figures), every other request 503 "starting" in the
 * caller's language (the same answers as the app's readiness gate).
 */
async function startingHandler(req: IncomingMessage, res: ServerResponse, serve?: Serve): Promise<void> {
  if (serve && (await serve(req, res))) return;
  const path = (req.url ?? '').split('?')[0];
  if (path === '/api/health/live' && (req.method === 'GET' || req.method === 'HEAD')) {
    send(res, 200, { code: 200, message: 'ok', data: { status: 'ok' } });
    return;
  }
  const locale = resolveLocale(req.headers['accept-language'], 'en-US');
  send(res, 503, { code: 503, message: translate(locale, 'errors.starting'), data: null });
}

/**
 * Listens on HOST:PORT before the database is opened, with the app's timeouts, so that the probes
 * answer from the first moment of a start (a first start spends tens of seconds on initdb, the
 * migrations and the seed, which run in a worker thread meanwhile: seed/prepare.ts) until the app,
 * built and ready, takes over (`handOver`).
 */
export async function listenStarting(
  env: Pick<
    Env,
    | 'PORT'
    | 'HOST'
    | 'REQUEST_TIMEOUT_MS'
    | 'HEADERS_TIMEOUT_MS'
    | 'KEEP_ALIVE_TIMEOUT_MS'
    | 'CONNECTION_TIMEOUT_MS'
  >,
  serve?: Serve,
): Promise<StartingServer> {
  const timeouts = serverTimeouts(env);
  const server = createServer(timeouts.http);
  server.keepAliveTimeout = timeouts.keepAliveTimeout ?? server.keepAliveTimeout;
  server.setTimeout(timeouts.connectionTimeout ?? 0);
  let handler: RequestListener = (req, res) => {
    startingHandler(req, res, serve).catch(() => {
      if (!res.headersSent) send(res, 500, { code: 500, message: 'Internal error', data: null });
    });
  };
  server.on('request', (req, res) => handler(req, res));
  server.on('clientError', clientErrorHandler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let appHandler: RequestListener | null = null;
  return {
    server,
    serverFactory: (given) => {
      // Fastify adds its own clientError handler to the server it is given
      server.off('clientError', clientErrorHandler);
      appHandler = given;
      return server;
    },
    handOver: () => {
      if (!appHandler) throw new Error('handOver before the app was built on this server');
      handler = appHandler;
    },
  };
}
