import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssuesIn } from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import { translator } from '../../../lib/i18n.ts';
import { splitFieldErrors } from './api-problem.ts';

/** The outcome of checking a form with a shared schema: the parsed body, or messages per field. */
export type Checked<T> =
  | { ok: true; value: T; fields: Record<string, string> }
  | { ok: false; fields: Record<string, string>; rest?: string };

/** A form's outcome before its checks are in (a deferred module): no messages, nothing to send. */
export const UNCHECKED: Checked<never> = { ok: false, fields: {} };

/**
 * A check now, or one that waits for the form's checks to load (a save asked for before they are in;
 * it rejects when they could not be loaded).
 */
export type PendingCheck<T> = Checked<T> | (() => Promise<Checked<T>>);

/**
 * Checks a form's values with the SHARED schema the server uses, so the operator sees the server's
 * rules as they type; messages come from `formatIssuesIn` in the console's language.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
  known: readonly string[],
): Checked<z.infer<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data, fields: {} };
  const { fields, rest } = splitFieldErrors(formatIssuesIn(parsed.error.issues, translator(locale)), known);
  return { ok: false, fields, rest };
}

/** A whole number typed in a field: the number, undefined when empty, or the text (the schema says why). */
export function numberInput(text: string): number | string | undefined {
  const s = text.trim().replace(/[,\s]/g, '');
  if (s === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
}

/** Only the fields that differ from the row (for PATCH bodies). */
export function changedFields<T extends Record<string, unknown>>(row: T, values: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    if (JSON.stringify(row[key]) !== JSON.stringify(value)) out[key] = value;
  }
  return out;
}

/** A URL-safe slug from a name: lower-case latin letters and digits joined by single dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}
