import { CODES, type FieldError } from '@opsdeck/shared/errors';
import { translate } from '@opsdeck/shared/i18n';
import { formatIssues } from '@opsdeck/shared/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../errors.js';

type Issue = z.core.$ZodIssue;

/** What the validation hook saw: the request part that failed (body, querystring, params, headers). */
function partOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** Rebuilds zod issues from the type provider's validation errors, with the offending input. */
function zodIssues(
  request: FastifyRequest,
  error: { validation: { instancePath: string; keyword: string; message?: string; params: unknown }[] },
  context: string | undefined,
): Issue[] {
  const part = partOf(request, context);
  return error.validation.map((v) => {
    const path = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    return {
      ...(v.params as object),
      code: v.keyword,
      path,
      message: v.message ?? '',
      input: valueAt(part, path),
    } as unknown as Issue;
  });
}

interface Answer {
  status: number;
  code: number;
  message: string;
  details?: FieldError[];
}

function answer(error: FastifyError | HttpError | Error, request: FastifyRequest): Answer {
  const locale = request.locale;
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      message: translate(locale, error.messageKey, error.params),
      ...(error.opts.details ? { details: error.opts.details } : {}),
    };
  }
  const fe = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const details = formatIssues(
      zodIssues(request, fe, fe.validationContext),
      locale,
      request.routeOptions?.config?.fieldLabelKey,
    );
    const message = details[0]?.message ?? translate(locale, 'validation.invalid', { field: '' });
    return { status: 400, code: CODES.validation, message, details };
  }
  if (isResponseSerializationError(fe) || !fe.statusCode || fe.statusCode >= 500) {
    return { status: 500, code: CODES.server, message: translate(locale, 'errors.internal') };
  }
  const status = fe.statusCode;
  const key = keyFor(fe);
  return { status, code: status, message: translate(locale, key, { seconds: retryAfter(fe) }) };
}

function keyFor(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'validation.malformedBody';
  }
  if (error instanceof SyntaxError) return 'validation.malformedBody';
  switch (error.statusCode) {
    case 400:
      return 'errors.badRequest';
    case 401:
      return 'errors.notSignedIn';
    case 403:
      return 'errors.forbidden';
    case 404:
      return 'errors.notFound';
    case 413:
      return 'errors.payloadTooLarge';
    case 415:
      return 'errors.unsupportedMediaType';
    case 429:
      return 'errors.rateLimited';
    default:
      return 'errors.badRequest';
  }
}

function retryAfter(error: FastifyError): number | undefined {
  const ttl = (error as { ttl?: unknown }).ttl;
  return typeof ttl === 'number' ? Math.ceil(ttl / 1000) : undefined;
}

/**
 * The one error handler: HttpError, zod validation, malformed JSON, 4xx from Fastify and plugins,
 * all as `{code, message, details?}` with the real HTTP status, translated for the caller. A 5xx
 * hides its message and is logged with the request id. Also answers unknown /api routes with 404.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply: FastifyReply) => {
      const a = answer(error, request);
      // a 503 the server chose (starting, shutting down) is no failure of its own
      if (a.status >= 500 && !(error instanceof HttpError && error.status === 503)) {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
      } else {
        request.log.info({ status: a.status, code: a.code, reqId: request.id }, a.message);
      }
      const seconds = error instanceof HttpError ? error.params.seconds : retryAfter(error as FastifyError);
      if (a.status === 429 && typeof seconds === 'number') reply.header('retry-after', String(seconds));
      const { status, ...body } = a;
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler', dependencies: ['locale'] },
);
