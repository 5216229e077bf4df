import { loginBodySchema, loginResultSchema, loginVerifyBodySchema } from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route, routesOf } from '../../http/routes.js';
import { loginLimitsOf } from './login-limits.js';
import { type LoginContext, login, logout, verifyLogin } from './service.js';

/** What a sign-in step needs from the request: address, client, token lifetime, limits, language. */
const loginContext = (request: FastifyRequest): LoginContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  ttlHours: request.server.env.TOKEN_TTL_HOURS,
  limits: loginLimitsOf(request.server.env),
  locale: request.locale,
});

/** Sign-in (public; a second step with the TOTP code when it is on) and sign-out (spec §7), all POST. */
export const authRoutes = routesOf('auth', [
  route({
    method: 'POST',
    url: '/admin/auth/login',
    roles: 'public',
    body: loginBodySchema,
    response: loginResultSchema,
    handler: ({ db, body, request }) => login(db, body, loginContext(request)),
  }),
  route({
    method: 'POST',
    url: '/admin/auth/login/verify',
    roles: 'public',
    body: loginVerifyBodySchema,
    response: z.object({ accessToken: z.string() }),
    handler: ({ db, body, request }) => verifyLogin(db, body, loginContext(request)),
  }),
  // POST: signing out changes state (the token is revoked), so it is not a GET a prefetch, a crawler
  // or an <img> could trigger; GET answers 405 with `Allow: POST` (docs/style.md, API conventions)
  route({
    method: 'POST',
    url: '/admin/auth/logout',
    tokenScope: 'never',
    response: z.null(),
    handler: ({ db, request }) =>
      logout(db, request.tokenHash ?? '', { operatorId: request.operator?.id ?? null, ip: request.ip }),
  }),
]);
