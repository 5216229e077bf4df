import type { FieldError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssuesIn } from '@opsdeck/shared/schemas';
import { translator } from '../../../lib/i18n.ts';
import type { ReissueKindSpec, ReissueRequestBody } from './reissue-kinds.ts';

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

/** The typed amount as the schema should see it: absent, a number, or the odd text (a type error). */
function amountInput(text: string): number | string | undefined {
  const s = text.trim().replace(/[,\s]/g, '');
  if (s === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
}

/**
 * Validates the form with the SHARED body schema (the one the server uses), so the operator sees the
 * server's rules as they type; messages come from `formatIssuesIn` in the console's language. The
 * member field says "pick a member" (`memberRequiredMessage`) rather than naming the internal id.
 */
export function validateReissue(
  spec: ReissueKindSpec,
  values: ReissueValues,
  locale: Locale,
  memberRequiredMessage: string,
): { body: ReissueRequestBody | null; errors: ReissueFieldErrors } {
  const parsed = spec.schema.safeParse({
    memberId: values.memberId ?? undefined,
    [spec.amountField]: amountInput(values.amount),
    reason: values.reason,
  });
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown> & { memberId: number; reason: string };
    return {
      body: { memberId: data.memberId, amount: data[spec.amountField] as number, reason: data.reason },
      errors: {},
    };
  }
  const { fields } = toFieldErrors(formatIssuesIn(parsed.error.issues, translator(locale)));
  if (fields.member) fields.member = memberRequiredMessage;
  return { body: null, errors: fields };
}
