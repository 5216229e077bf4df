import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { API_PREFIX } from '../app/auth.js';
import { databaseStore } from './rate-limit-store.js';

/**
 * The path the router serves for a request: the matched route's pattern, else the request target
 * as the router reads it (absolute-form `http://host/api/…` reduced to its path, percent-decoded),
 * so `/%61pi/…` and absolute-form targets count like `/api/…`.
 */
export function servedPath(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route) return route;
  let path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      // not a URL: leave it as it is
    }
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A coarse per-IP flood guard on /api (sign-in has its own, stricter, database-backed limits). On
 * PostgreSQL the counts live in the database, so several server processes share one limit; PGlite
 * is one process's, and its counts stay in memory.
 */
export const rateLimitPlugin = fp<{ max?: number; database?: Database }>(
  async (app, opts) => {
    const shared = opts.database?.kind === 'postgres';
    const max = opts.max ?? 1200;
    await app.register(rateLimit, {
      global: true,
      // a database hiccup lets the request through rather than failing it here
      ...(shared && opts.database ? { store: databaseStore(opts.database.db, max), skipOnError: true } : {}),
      max,
      timeWindow: 60_000,
      allowList: (request) => {
        const path = servedPath(request);
        return path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`);
      },
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, 'errors.rateLimited', { seconds, count: seconds });
      },
    });
  },
  { name: 'rate-limit' },
);
