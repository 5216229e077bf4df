import { envelopeSchema, loginBodySchema, loginResultSchema } from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { login, logout } from './service.js';

/** Sign-in and sign-out (spec §7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        security: [],
        body: loginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => {
      const { env } = app;
      const result = await login(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        ttlHours: env.TOKEN_TTL_HOURS,
        limits: {
          perPhone: env.LOGIN_MAX_ATTEMPTS_PER_PHONE,
          perIp: env.LOGIN_MAX_ATTEMPTS_PER_IP,
          windowMinutes: env.LOGIN_WINDOW_MINUTES,
          slowdownMs: env.LOGIN_SLOWDOWN_MS,
        },
      });
      return ok(result);
    },
  );

  api.get(
    '/admin/auth/logout',
    {
      config: { roles: ['*'] },
      schema: { tags: ['auth'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) =>
      ok(
        await logout(app.db, request.tokenHash ?? '', {
          operatorId: request.operator?.id ?? null,
          ip: request.ip,
        }),
      ),
  );
};
