import { translate } from '@opsdeck/shared/i18n';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';

/**
 * The request's Idempotency-Key header: required for a real re-issue (400 naming the header when
 * absent or malformed), optional for a dry run (which writes nothing).
 */
export function idempotencyKeyOf(request: FastifyRequest, dryRun: boolean): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value === undefined || value === '') {
    if (dryRun) return undefined;
    throw keyError(request, 'required', 'money.errors.idempotencyKeyRequired');
  }
  if (!idempotencyKeySchema.safeParse(value).success)
    throw keyError(request, 'format', 'money.errors.idempotencyKeyFormat');
  return value;
}

function keyError(request: FastifyRequest, rule: string, key: string): HttpError {
  const message = translate(request.locale, key);
  return new HttpError(400, key, {}, { details: [{ field: IDEMPOTENCY_HEADER, rule, message }] });
}
