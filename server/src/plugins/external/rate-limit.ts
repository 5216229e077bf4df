import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';
import { API_PREFIX } from '../app/auth.js';

/** A coarse per-IP flood guard on /api (sign-in has its own, stricter, database-backed limits). */
export const rateLimitPlugin = fp<{ max?: number }>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: true,
      max: opts.max ?? 1200,
      timeWindow: 60_000,
      allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'errors.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit' },
);
