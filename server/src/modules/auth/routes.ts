import { loginBodySchema, loginResultSchema } from '@opsdeck/shared/schemas';
import { z } from 'zod';
import { route, routesOf } from '../../http/routes.js';
import { loginLimitsOf } from './login-limits.js';
import { login, logout } from './service.js';

/** Sign-in (public) and sign-out (spec §7). */
export const authRoutes = routesOf('auth', [
  route({
    method: 'POST',
    url: '/admin/auth/login',
    roles: 'public',
    body: loginBodySchema,
    response: loginResultSchema,
    handler: ({ db, body, request }) =>
      login(db, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        ttlHours: request.server.env.TOKEN_TTL_HOURS,
        limits: loginLimitsOf(request.server.env),
      }),
  }),
  route({
    url: '/admin/auth/logout',
    response: z.null(),
    handler: ({ db, request }) =>
      logout(db, request.tokenHash ?? '', { operatorId: request.operator?.id ?? null, ip: request.ip }),
  }),
]);
