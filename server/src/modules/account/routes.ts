import {
  accountProfileSchema,
  accountSessionSchema,
  envelopeSchema,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
  profileSchema,
  profileUpdateBodySchema,
  sessionIdParamsSchema,
  sessionsRevokedSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
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
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/admin/account/profile',
    { config: { roles: ['*'] }, schema: { tags, response: { 200: envelopeSchema(profileSchema) } } },
    async (request) => ok(await getProfile(app.db, request.operator!.id)),
  );

  api.get(
    '/admin/account/settings',
    { config: { roles: ['*'] }, schema: { tags, response: { 200: envelopeSchema(accountProfileSchema) } } },
    async (request) => ok(await getAccountProfile(app.db, request.operator!.id)),
  );

  api.put(
    '/admin/account/profile',
    {
      config: { roles: ['*'] },
      schema: {
        tags,
        body: profileUpdateBodySchema,
        response: { 200: envelopeSchema(accountProfileSchema) },
      },
    },
    async (request) => ok(await updateProfile(app.db, request.operator!.id, request.body, request.ip)),
  );

  api.post(
    '/admin/account/password',
    {
      config: { roles: ['*'] },
      schema: {
        tags,
        body: passwordChangeBodySchema,
        response: { 200: envelopeSchema(passwordChangeResultSchema) },
      },
    },
    async (request) => {
      const { env } = app;
      return ok(
        await changePassword(app.db, request.body, {
          ...sessionCtx(request),
          limits: {
            perPhone: env.LOGIN_MAX_ATTEMPTS_PER_PHONE,
            perIp: env.LOGIN_MAX_ATTEMPTS_PER_IP,
            windowMinutes: env.LOGIN_WINDOW_MINUTES,
            slowdownMs: env.LOGIN_SLOWDOWN_MS,
          },
        }),
      );
    },
  );

  api.get(
    '/admin/account/sessions',
    {
      config: { roles: ['*'] },
      schema: { tags, response: { 200: envelopeSchema(z.array(accountSessionSchema)) } },
    },
    async (request) => ok(await listSessions(app.db, sessionCtx(request))),
  );

  api.delete(
    '/admin/account/sessions/:id',
    {
      config: { roles: ['*'] },
      schema: {
        tags,
        params: sessionIdParamsSchema,
        response: { 200: envelopeSchema(sessionsRevokedSchema) },
      },
    },
    async (request) => ok(await revokeOne(app.db, request.params.id, sessionCtx(request))),
  );

  api.post(
    '/admin/account/sessions/revoke-others',
    { config: { roles: ['*'] }, schema: { tags, response: { 200: envelopeSchema(sessionsRevokedSchema) } } },
    async (request) => ok(await revokeOthers(app.db, sessionCtx(request))),
  );

  await app.register(centreRoutes);
};
