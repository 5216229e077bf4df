import type { FieldError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import { idempotencyKeySchema, memberRefParamsSchema } from '@opsdeck/shared/schemas';
import { explainGrouping, typedNumberInput } from '@opsdeck/shared/schemas/typed-number';
import { zodKindOf, zodShapeOf } from '@opsdeck/shared/schemas/zod-walk';
import type { z } from 'zod';
import { flagErrors, flagUsageError } from '../shared/flag-errors.js';
import type { ReissueAction, ReissueBody } from './action.js';

/** The re-issue flags as typed (a batch file row gives the same four values). */
export interface ReissueFlags {
  member?: string;
  amount?: string;
  reason?: string;
  key?: string;
}

/** Checked re-issue input: the member reference still to be resolved to its internal id. */
export interface ReissueInput {
  member: string;
  amount: number;
  reason: string;
  key?: string;
}

/** True when the args schema wants a number for `field` (flags arrive as text). */
function wantsNumber(args: z.ZodType, field: string): boolean {
  const schema = zodShapeOf(args)?.[field];
  return schema !== undefined && zodKindOf(schema) === 'number';
}

/**
 * A number typed on the command line becomes a number, grouped as the CLI prints it (`1,500`) or
 * not (typed-number.ts); anything else stays text.
 */
function flagValue(args: z.ZodType, field: string, raw: string | undefined, locale: Locale): unknown {
  if (raw === undefined || !wantsNumber(args, field)) return raw;
  return typedNumberInput(locale, raw) ?? raw;
}

/** Which flag sets each args field. */
const flagsOf = (kind: ReissueKind): Record<string, string> => ({
  memberId: '--member',
  [kind.amount]: `--${kind.amount}`,
});

/**
 * Checks re-issue flags before any call: the member reference with the member lookup's schema,
 * the amount and reason with the catalogue action's own args schema (the server's body schema; its
 * memberId comes from the lookup, so it is checked after), the key with the key schema. Returns
 * every broken rule, each naming its flag (or, with `names`, its batch file column), or the input.
 */
export function checkReissueFlags(
  action: ReissueAction,
  kind: ReissueKind,
  flags: ReissueFlags,
  locale: Locale,
  names: Readonly<Record<string, string>> = flagsOf(kind),
): { input: ReissueInput; errors?: undefined } | { errors: FieldError[]; input?: undefined } {
  const issues: z.core.$ZodIssue[] = [];
  const ref = memberRefParamsSchema.safeParse({ id: flags.member?.trim() });
  if (!ref.success) issues.push(...ref.error.issues.map((i) => ({ ...i, path: ['memberId'] })));
  const amount = flagValue(action.args, kind.amount, flags.amount, locale);
  const args = action.args.safeParse({ [kind.amount]: amount, reason: flags.reason });
  if (!args.success) {
    const own = args.error.issues.filter((i) => i.path[0] !== 'memberId');
    issues.push(...explainGrouping(own, { [kind.amount]: flags.amount }, locale));
  }
  if (flags.key !== undefined) {
    const key = idempotencyKeySchema.safeParse(flags.key);
    if (!key.success) issues.push(...key.error.issues.map((i) => ({ ...i, path: ['key'] })));
  }
  const errors = flagErrors(issues, locale, names);
  if (errors.length > 0) return { errors };
  return {
    input: {
      member: flags.member?.trim() ?? '',
      amount: amount as number,
      reason: flags.reason ?? '',
      ...(flags.key !== undefined ? { key: flags.key } : {}),
    },
  };
}

/** Like checkReissueFlags, for one command line: a broken rule is a usage error (exit 2). */
export function parseReissueFlags(
  action: ReissueAction,
  kind: ReissueKind,
  flags: ReissueFlags,
  locale: Locale,
): ReissueInput {
  const checked = checkReissueFlags(action, kind, flags, locale);
  if (checked.errors) throw flagUsageError(checked.errors, locale);
  return checked.input;
}

/** The request body for the resolved member, parsed by the action's args schema (reason trimmed). */
export function reissueBody(
  action: ReissueAction,
  kind: ReissueKind,
  memberId: number,
  input: ReissueInput,
  dryRun: boolean,
): ReissueBody {
  const body = { memberId, [kind.amount]: input.amount, reason: input.reason, ...(dryRun ? { dryRun } : {}) };
  return action.args.parse(body) as ReissueBody;
}
