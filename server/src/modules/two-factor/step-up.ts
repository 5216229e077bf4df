import { CODES } from '@opsdeck/shared/errors';
import { OTP_HEADER, secondFactorCodeSchema } from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { loginLimitsOf } from '../auth/login-limits.js';
import { switchOn } from '../automation/switches.js';
import { checkSecondFactor, codeRefused, enabledTotp } from './second-factor.js';

/** What a step-up guards: approving a request (subject to the approver policy) or a policy change. */
export type StepUpFor = 'approve' | 'policy';

/**
 * Step-up: an admin who has TOTP on gives a fresh code in the `X-OpsDeck-OTP` header to approve a
 * request or change a money policy. No code → 403 with code `CODES.otpRequired` (the clients ask for
 * it and send the call again); a malformed, wrong or replayed code → 400 naming `otp`, checked as a
 * sign-in attempt (limits, once only). When the `approverTotp` policy is on, an admin without TOTP
 * may not approve (403). An API token never gets here (its scope check refuses these routes).
 */
export async function requireStepUp(request: FastifyRequest, what: StepUpFor): Promise<void> {
  const operator = request.operator;
  if (!operator || request.apiToken) {
    throw new HttpError(403, 'tokens.errors.notForTokens', { name: request.apiToken?.name ?? '' });
  }
  const db = request.server.db;
  const totp = await enabledTotp(db, operator.id);
  if (!totp) {
    if (what === 'approve' && (await switchOn(db, 'approverTotp'))) {
      throw new HttpError(403, 'totp.errors.approverNeedsTotp');
    }
    return;
  }
  const header = request.headers[OTP_HEADER.toLowerCase()];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given) throw new HttpError(403, 'totp.errors.stepUpRequired', {}, { code: CODES.otpRequired });
  const parsed = secondFactorCodeSchema.safeParse(given);
  if (!parsed.success) throw codeRefused(request.locale, 'otp');
  await checkSecondFactor(
    db,
    {
      operatorId: operator.id,
      phone: operator.phone,
      ip: request.ip,
      limits: loginLimitsOf(request.server.env),
      field: 'otp',
      locale: request.locale,
    },
    parsed.data,
  );
}
