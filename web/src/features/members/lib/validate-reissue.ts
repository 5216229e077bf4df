import type { FieldError } from '@opsdeck/shared/errors';

/*
 * Zod-free: the re-issue form's fields and how field errors map onto them. The checks with the
 * shared schemas are in `reissue-checks.ts`, loaded after the re-issue screen's first paint.
 */

/** The re-issue form's fields. */
export type ReissueField = 'member' | 'amount' | 'reason';

/** One message per field that is wrong. */
export type ReissueFieldErrors = Partial<Record<ReissueField, string>>;

/** What the operator entered: the picked member's id, the amount as typed, the reason. */
export interface ReissueValues {
  memberId: number | null;
  amount: string;
  reason: string;
}

/** The form field a body field (of the schema or of the server's `details`) belongs to. */
export function formFieldOf(field: string): ReissueField | undefined {
  if (field === 'memberId') return 'member';
  if (field === 'coins' || field === 'days') return 'amount';
  if (field === 'reason') return 'reason';
  return undefined;
}

/** Field errors `{field, message}` (from zod or the server) as the form's errors, first per field. */
export function toFieldErrors(errors: readonly FieldError[]): {
  fields: ReissueFieldErrors;
  rest: FieldError[];
} {
  const fields: ReissueFieldErrors = {};
  const rest: FieldError[] = [];
  for (const e of errors) {
    const f = formFieldOf(e.field);
    if (f) fields[f] ??= e.message;
    else rest.push(e);
  }
  return { fields, rest };
}
