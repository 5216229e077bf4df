import {
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { route, routesOf } from '../../http/routes.js';
import { loginLimitsOf } from '../auth/login-limits.js';
import type { CodeAttempt } from './second-factor.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatus } from './service.js';

/** The caller as a second-factor attempt (the code arrives in the body field `code`). */
const attemptOf = (request: FastifyRequest): CodeAttempt => ({
  operatorId: request.operator!.id,
  phone: request.operator!.phone,
  ip: request.ip,
  limits: loginLimitsOf(request.server.env),
  field: 'code',
  locale: request.locale,
});

/**
 * The caller's own two-factor sign-in (TOTP): status, setup (a pending secret with its otpauth URI
 * and QR code), enable (the first code; answers the recovery codes once), disable (needs a code).
 * Signed-in sessions only, never an API token.
 */
export const twoFactorRoutes = routesOf('account', [
  route({
    url: '/admin/account/two-factor',
    tokenScope: 'never',
    response: twoFactorStatusSchema,
    handler: ({ db, request }) => twoFactorStatus(db, request.operator!.id),
  }),
  route({
    method: 'POST',
    url: '/admin/account/two-factor/setup',
    response: twoFactorSetupSchema,
    handler: ({ db, request }) => setupTwoFactor(db, request.operator!.id),
  }),
  route({
    method: 'POST',
    url: '/admin/account/two-factor/enable',
    body: twoFactorEnableBodySchema,
    response: twoFactorEnabledSchema,
    handler: ({ db, body, request }) => enableTwoFactor(db, attemptOf(request), body.code),
  }),
  route({
    method: 'DELETE',
    url: '/admin/account/two-factor',
    body: twoFactorDisableBodySchema,
    response: twoFactorStatusSchema,
    handler: ({ db, body, request }) => disableTwoFactor(db, attemptOf(request), body.code),
  }),
]);
