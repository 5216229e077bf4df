import { CODES, type FieldError } from '@opsdeck/shared/errors';
import { type Locale, resolveLocale, translate } from '@opsdeck/shared/i18n';
import { formatIssues } from '@opsdeck/shared/schemas';
import { HttpResponse } from 'msw';
import type { z } from 'zod';

/** The caller's language, from Accept-Language as the server reads it. */
export function localeOf(request: Request): Locale {
  return resolveLocale(request.headers.get('accept-language') ?? undefined, 'en-US');
}

/** The success envelope the server answers: `{ code: 200, message: 'ok', data }` (HTTP 200, or 202 when held). */
export function ok<T>(data: T, status = 200) {
  return HttpResponse.json({ code: 200, message: 'ok', data }, { status });
}

/** An error envelope `{ code, message, details? }` with the real HTTP status, in the caller's language. */
export function fail(
  request: Request,
  status: number,
  key: string,
  opts: { code?: number; params?: Record<string, unknown>; details?: FieldError[] } = {},
) {
  const message = translate(localeOf(request), key, opts.params ?? {});
  // A field error without its own text carries the answer's message.
  const details = opts.details?.map((d) => (d.message ? d : { ...d, message }));
  return HttpResponse.json(
    { code: opts.code ?? status, message, ...(details ? { details } : {}) },
    { status },
  );
}

/** Thrown by a handler to answer with an error (caught in `route`). */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly opts: { code?: number; params?: Record<string, unknown>; details?: FieldError[] } = {},
  ) {
    super(key);
  }
}

/**
 * Parses a request part with the shared schema; a failure is the server's 400: the first
 * field's message, and every field in `details` (field, rule, message), translated.
 */
export function parseOr400<S extends z.ZodType>(
  request: Request,
  schema: S,
  input: unknown,
  /** As the server's route: the label key a refused field is named by (`mediaFieldLabelKey`). */
  fieldLabelKey?: (field: string) => string | undefined,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = formatIssues(result.error.issues, localeOf(request), fieldLabelKey);
  throw new MockValidationError(details);
}

export class MockValidationError extends Error {
  constructor(readonly details: FieldError[]) {
    super(details[0]?.message ?? 'invalid');
  }
}

/** Answers a thrown MockHttpError / MockValidationError as the server would. */
export function answerError(request: Request, error: unknown) {
  if (error instanceof MockValidationError) {
    return HttpResponse.json(
      { code: CODES.validation, message: error.message, details: error.details },
      { status: 400 },
    );
  }
  if (error instanceof MockHttpError) return fail(request, error.status, error.key, error.opts);
  throw error;
}

/** The query string as a plain object (repeated keys keep the last value, as the server's parser). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** The JSON body, or undefined when it is not JSON. */
export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
