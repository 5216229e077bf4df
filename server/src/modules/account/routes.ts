import {
  accountProfileSchema,
  accountSessionSchema,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
  profileSchema,
  profileUpdateBodySchema,
  sessionIdParamsSchema,
  sessionsRevokedSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route, routesOf } from '../../http/routes.js';
import { loginLimitsOf } from '../auth/login-limits.js';
import { centreRoutes } from './centre-routes.js';
import { changePassword } from './password.js';
import { getAccountProfile, getProfile, updateProfile } from './service.js';
import { listSessions, revokeOne, revokeOthers, type SessionCtx } from './sessions.js';

/** The caller as the account services need them. */
export function sessionCtx(request: FastifyRequest): SessionCtx {
  return {
    operatorId: request.operator!.id,
    tokenHash: request.tokenHash ?? '',
    ip: request.ip,
    locale: request.locale,
  };
}

/**
 * The caller's own account: profile (read and edit), password, sessions; the user centre's other
 * calls in centre-routes.ts. Every route acts on the caller only: no route takes an operator id.
 */
export const accountRoutes = routesOf('account', [
  route({
    url: '/admin/account/profile',
    response: profileSchema,
    handler: ({ db, request }) => getProfile(db, request.operator!.id, request.locale),
  }),
  route({
    url: '/admin/account/settings',
    response: accountProfileSchema,
    handler: ({ db, request }) => getAccountProfile(db, request.operator!.id, request.locale),
  }),
  route({
    method: 'PUT',
    url: '/admin/account/profile',
    body: profileUpdateBodySchema,
    response: accountProfileSchema,
    handler: ({ db, body, request }) =>
      updateProfile(db, request.operator!.id, body, request.ip, request.locale),
  }),
  route({
    method: 'POST',
    url: '/admin/account/password',
    body: passwordChangeBodySchema,
    response: passwordChangeResultSchema,
    handler: ({ db, body, request }) =>
      changePassword(db, body, { ...sessionCtx(request), limits: loginLimitsOf(request.server.env) }),
  }),
  route({
    url: '/admin/account/sessions',
    tokenScope: 'never',
    response: z.array(accountSessionSchema),
    handler: ({ db, request }) => listSessions(db, sessionCtx(request)),
  }),
  route({
    method: 'DELETE',
    url: '/admin/account/sessions/:id',
    params: sessionIdParamsSchema,
    response: sessionsRevokedSchema,
    handler: ({ db, params, request }) => revokeOne(db, params.id, sessionCtx(request)),
  }),
  route({
    method: 'POST',
    url: '/admin/account/sessions/revoke-others',
    response: sessionsRevokedSchema,
    handler: ({ db, request }) => revokeOthers(db, sessionCtx(request)),
  }),
  ...centreRoutes,
]);
