import type { z } from 'zod';
import type { FieldError } from '../errors/errors.js';
import { type Locale, translate } from '../i18n/translate.js';
import { fieldLabelIn, formatIssuesIn } from './issue-messages.js';
import { type Translator, translatorIn } from './translator.js';

/** The shared `translate` in one language, for the server and the CLI (they hold every language). */
function translatorOf(locale: Locale): Translator {
  return translatorIn(locale, (key, params) => translate(locale, key, params));
}

/** The label of a field in the given language: `fields.<name>` when translated, else the name. */
export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabelIn(translatorOf(locale), field);
}

/** Turns zod issues into field errors `{field, rule, message}` in the given language (issue-messages.ts). */
export function formatIssues(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldError[] {
  return formatIssuesIn(issues, translatorOf(locale));
}
