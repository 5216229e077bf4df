import { type FieldError, UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssues, joinMessages } from '@opsdeck/shared/schemas';
import { explainGrouping } from '@opsdeck/shared/schemas/typed-number';
import type { z } from 'zod';

/** `pageSize` → `--page-size`. */
function kebabFlag(field: string): string {
  return `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Zod issues of a shared schema as field errors that name the command-line flag instead of the
 * body field, in the user's language: `--coins must be at most 100,000`. `flags` maps a field to its
 * flag when the names differ (`memberId` → `--member`); `field` of each error is the flag.
 */
export function flagErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  flags: Readonly<Record<string, string>> = {},
): FieldError[] {
  const renamed = issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { ...issue, path: [flags[field] ?? kebabFlag(field)] };
  });
  return formatIssues(renamed, locale);
}

/** The usage error (exit 2) of one or more flag errors, on one line in the user's language. */
export function flagUsageError(errors: readonly FieldError[], locale: Locale): UsageError {
  return new UsageError(
    joinMessages(
      errors.map((e) => e.message),
      locale,
    ),
  );
}

/**
 * Parses flag values with a shared schema; a failure is a usage error naming the flags and rules.
 * `typed` holds the numbers as typed (by field), so a badly grouped one (`1,50`) names the grouping rule.
 */
export function parseFlags<S extends z.ZodType>(
  schema: S,
  values: unknown,
  locale: Locale,
  flags: Readonly<Record<string, string>> = {},
  typed: Readonly<Record<string, string | undefined>> = {},
): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issues = explainGrouping(parsed.error.issues, typed, locale);
  throw flagUsageError(flagErrors(issues, locale, flags), locale);
}
