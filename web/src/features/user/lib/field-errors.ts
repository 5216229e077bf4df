import { ApiError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssuesIn } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import { translator } from '../../../lib/i18n.ts';

/** Field → message. */
export type FieldErrors = Partial<Record<string, string>>;

/** The field messages of a failed call (the server's `details`), empty for other errors. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.details) return {};
  const out: FieldErrors = {};
  for (const d of error.details) out[d.field] ??= d.message;
  return out;
}

/** Checks a value with the shared schema before sending: the same rules and messages as the server. */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of formatIssuesIn(result.error.issues, translator(locale)))
    errors[issue.field] ??= issue.message;
  return { ok: false, errors };
}
