import type { Locale } from '@opsdeck/shared/i18n';
import {
  explainGrouping,
  formatIssuesIn,
  reissueCoinsBodySchema,
  reissueVipBodySchema,
  typedNumberInput,
} from '@opsdeck/shared/schemas';
import { translator } from '../../../lib/i18n.ts';
import type { ReissueKind, ReissueKindSpec, ReissueRequestBody } from './reissue-kinds.ts';
import { type ReissueFieldErrors, type ReissueValues, toFieldErrors } from './validate-reissue.ts';

/*
 * The re-issue form's checks with the shared body schemas (zod): loaded after the re-issue screen's
 * first paint (`use-reissue-checks.ts`), so /member/patch-coin and /member/patch-vip draw without
 * zod; the palette, which has the schemas already, imports it.
 */

/** Each kind's body schema: the catalogue action's argument schema (reissue-checks.test.ts). */
export const REISSUE_SCHEMAS = {
  coins: reissueCoinsBodySchema,
  vip: reissueVipBodySchema,
} as const satisfies Record<ReissueKind, unknown>;

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
): ReissueChecked {
  const parsed = REISSUE_SCHEMAS[spec.kind].safeParse({
    memberId: values.memberId ?? undefined,
    // grouped as the console prints it (`1,500`) or not: the shared reading, as the CLI's flags
    [spec.amountField]: typedNumberInput(locale, values.amount),
    reason: values.reason,
  });
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown> & { memberId: number; reason: string };
    return {
      body: { memberId: data.memberId, amount: data[spec.amountField] as number, reason: data.reason },
      errors: {},
    };
  }
  const issues = explainGrouping(parsed.error.issues, { [spec.amountField]: values.amount }, locale);
  const { fields } = toFieldErrors(formatIssuesIn(issues, translator(locale)));
  if (fields.member) fields.member = memberRequiredMessage;
  return { body: null, errors: fields };
}

/** What the checks say: the body to send when the form is valid, else a message per wrong field. */
export interface ReissueChecked {
  body: ReissueRequestBody | null;
  errors: ReissueFieldErrors;
}
