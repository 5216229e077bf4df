import type { z } from 'zod';
import type { FieldError } from '../errors/errors.js';
import { groupedNumber } from './number-formats.js';
import type { Translator } from './translator.js';

export type { Translator } from './translator.js';

/**
 * A bound as the console and the CLI show numbers in the translator's language: grouped in
 * thousands (100,000 in en-US and in zh-CN), not zod's bare 100000.
 */
export function boundText(tr: Translator, value: number): string {
  return groupedNumber(tr.locale ?? 'en-US', value);
}

/** The label of a field: `fields.<name>` when translated, else the name. */
export function fieldLabelIn(tr: Translator, field: string): string {
  const leaf =
    field
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  const key = `fields.${leaf}`;
  const text = tr(key);
  return text === key ? leaf || tr('validation.body') : text;
}

function boundOf(issue: z.core.$ZodIssue, which: 'minimum' | 'maximum'): unknown {
  const value = (issue as unknown as Record<string, unknown>)[which];
  return typeof value === 'bigint' ? Number(value) : value;
}

function bound(issue: z.core.$ZodIssue, which: 'minimum' | 'maximum', tr: Translator): string {
  const value = boundOf(issue, which);
  return typeof value === 'number' && Number.isFinite(value) ? boundText(tr, value) : String(value);
}

/**
 * Turns zod issues into field errors `{field, rule, message}` in the translator's language.
 * A schema's custom message is an i18n key (e.g. 'validation.phoneRequired'); other issues get a
 * generic text naming the field and the rule. `labelOf` names a form's fields as its labels do
 * (`video.encoding.frameRate` → "Encoding frame rate"); without it, or when it has no label for a
 * field, `fieldLabelIn` names it.
 */
export function formatIssuesIn(
  issues: readonly z.core.$ZodIssue[],
  tr: Translator,
  labelOf?: (field: string) => string | undefined,
): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const label = labelOf?.(field) ?? fieldLabelIn(tr, field);
    const custom = /^[a-z]+\.[a-zA-Z.]+$/.test(issue.message) ? issue.message : undefined;
    const rule = ruleOf(issue);
    const params: Record<string, unknown> = {
      field: label,
      min: bound(issue, 'minimum', tr),
      max: bound(issue, 'maximum', tr),
    };
    // the bound is the count that picks the singular ("at least 1 character")
    const count = Number(boundOf(issue, issue.code === 'too_small' ? 'minimum' : 'maximum'));
    if ((issue.code === 'too_small' || issue.code === 'too_big') && Number.isFinite(count))
      params.count = count;
    if (custom) return { field, rule, message: tr(custom, params) };
    return { field, rule, message: defaultMessage(issue, rule, tr, params) };
  });
}

/**
 * True when the value was absent. zod 4 issues carry `input` only when parsed with `reportInput`;
 * otherwise its default message ends in "received undefined".
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined;
  return /received undefined$/.test(issue.message);
}

function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'required' : issue.expected === 'int' ? 'integer' : 'type';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'minLength' : 'min';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'maxLength' : 'max';
    case 'invalid_value':
      return 'enum';
    case 'invalid_format':
      return 'format';
    case 'unrecognized_keys':
      return 'unknown';
    case 'custom':
      // a custom issue may name its rule (`grouping`, typed-number.ts)
      return typeof issue.params?.rule === 'string' ? issue.params.rule : issue.code;
    default:
      return issue.code;
  }
}

/** The message key of each rule; the params some rules add are in `extraParams`. */
const RULE_KEYS = new Map<string, string>(
  Object.entries({
    required: 'validation.required',
    integer: 'validation.notInteger',
    type: 'validation.invalidType',
    minLength: 'validation.tooShort',
    maxLength: 'validation.tooLong',
    min: 'validation.tooSmall',
    max: 'validation.tooBig',
    enum: 'validation.invalidValue',
    format: 'validation.invalidFormat',
    unknown: 'validation.unknownField',
  }),
);

/**
 * The expected type in words of the translator's language ("a list", "列表"), not zod's type name
 * ("keys must be a array" read as broken English).
 */
function expectedIn(tr: Translator, type: string): string {
  const key = `validation.expected.${type}`;
  const text = tr(key);
  return text === key ? tr('validation.expected.other', { type }) : text;
}

/** The params a rule's message needs besides the field: the expected type, the options, the keys. */
function extraParams(issue: z.core.$ZodIssue, rule: string, params: Record<string, unknown>, tr: Translator) {
  switch (rule) {
    case 'type':
      return { ...params, expected: issue.code === 'invalid_type' ? expectedIn(tr, issue.expected) : '' };
    case 'enum':
      return {
        ...params,
        options: issue.code === 'invalid_value' ? issue.values.map(String).join(', ') : '',
      };
    case 'unknown':
      return { field: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : params.field };
    default:
      return params;
  }
}

function defaultMessage(
  issue: z.core.$ZodIssue,
  rule: string,
  tr: Translator,
  params: Record<string, unknown>,
): string {
  return tr(RULE_KEYS.get(rule) ?? 'validation.invalid', extraParams(issue, rule, params, tr));
}
