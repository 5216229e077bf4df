import type { z } from 'zod';
import type { FieldError } from '../errors/errors.js';
import { type Locale, translate } from '../i18n/translate.js';
import { fieldLabelIn, formatIssuesIn } from './issue-messages.js';
import { joinMessagesIn, type Translator, translatorIn } from './translator.js';

/** The shared `translate` in one language, for the server and the CLI (they hold every language). */
function translatorOf(locale: Locale): Translator {
  return translatorIn(locale, (key, params) => translate(locale, key, params));
}

/** The label of a field in the given language: `fields.<name>` when translated, else the name. */
export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabelIn(translatorOf(locale), field);
}

/**
 * Turns zod issues into field errors `{field, rule, message}` in the given language (issue-messages.ts).
 * `labelKeyOf` names a form's fields by their labels' keys (`mediaFieldLabelKey`); others are named
 * by `fields.<name>`.
 */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labelKeyOf?: (field: string) => string | undefined,
): FieldError[] {
  const labelOf = labelKeyOf
    ? (field: string) => {
        const key = labelKeyOf(field);
        return key ? translate(locale, key) : undefined;
      }
    : undefined;
  return formatIssuesIn(issues, translatorOf(locale), labelOf);
}

/**
 * Several messages (of broken rules) as one line in the given language: `--coins must be a number;
 * --reason is required`, `--coins 必须是数字；--reason 不能为空` (a Chinese line read "…数字; --reason…").
 */
export function joinMessages(messages: readonly string[], locale: Locale): string {
  return joinMessagesIn(translatorOf(locale), messages);
}
