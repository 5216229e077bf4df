import type { FieldError } from '@opsdeck/shared/errors';
import { ApiError } from '@opsdeck/shared/errors';
import { joinMessages } from '../../../lib/i18n.ts';

/**
 * A failed write, as a form shows it: a stale edit (someone else changed the row since it was read),
 * field messages to put next to their fields, and whatever is left as one message.
 */
export interface ContentProblem {
  /** 409 `stale`: offer a reload instead of overwriting. */
  stale: boolean;
  /** The server's (or the schema's) message per form field, the first per field. */
  fields: Record<string, string>;
  /** A message that names no field the form shows. */
  message?: string;
}

/** True when the server refused an edit because the row changed since it was read. */
export function isStaleError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.details ?? []).some((d) => d.rule === 'stale');
}

/** The top-level field of a detail path (`layout.layers.2.text` → `layout`), or the path when `deep`. */
function fieldOf(path: string, known: readonly string[]): string | undefined {
  if (known.includes(path)) return path;
  const top = path.split('.')[0] ?? path;
  return known.includes(top) ? top : undefined;
}

/**
 * Splits field errors into the form's fields (`known`, matched by their path or its first part) and
 * the rest; the rest is joined into one message.
 */
export function splitFieldErrors(
  errors: readonly FieldError[],
  known: readonly string[],
): { fields: Record<string, string>; rest: string | undefined } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const e of errors) {
    const field = fieldOf(e.field, known);
    if (field) fields[field] ??= e.message;
    else rest.push(e.message);
  }
  return { fields, rest: rest.length > 0 ? joinMessages(rest) : undefined };
}

/** Turns a failed call into what the form shows (see ContentProblem). */
export function problemOf(error: unknown, known: readonly string[]): ContentProblem {
  if (isStaleError(error)) return { stale: true, fields: {}, message: (error as ApiError).message };
  if (error instanceof ApiError) {
    const { fields, rest } = splitFieldErrors(error.details ?? [], known);
    const message = rest ?? (Object.keys(fields).length > 0 ? undefined : error.message);
    return { stale: false, fields, message };
  }
  return { stale: false, fields: {}, message: error instanceof Error ? error.message : String(error) };
}
