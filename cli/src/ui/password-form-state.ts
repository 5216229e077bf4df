import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssues, passwordChangeBodySchema } from '@opsdeck/shared/schemas';
import type { Translate } from '../i18n.js';
import { type FieldsFormRules, type FieldsFormState, initialFieldsState } from './fields-form-state.js';

/** The three inputs of the password form, in order. */
export const PASSWORD_FIELDS = ['old', 'new', 'confirm'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** The password form's state: what was typed, where the cursor is, and how far the change got. */
export type PasswordFormState = FieldsFormState<PasswordField>;

/** The form's first state: every entry empty, the cursor on the current password. */
export function initialPasswordState(): PasswordFormState {
  return initialFieldsState<PasswordField>({ old: '', new: '', confirm: '' }, 'old');
}

/**
 * Checks the entries with the shared schema (the server's rule and texts) and that the new one was
 * typed the same twice; the messages are in the user's language.
 */
export function validatePassword(
  values: PasswordFormState['values'],
  locale: Locale,
  t: Translate,
): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  const result = passwordChangeBodySchema.safeParse({ oldPassword: values.old, newPassword: values.new });
  if (!result.success)
    for (const issue of formatIssues(result.error.issues, locale)) {
      const field = issue.field === 'oldPassword' ? 'old' : 'new';
      errors[field] ??= issue.message;
    }
  if (!errors.new && values.confirm !== values.new) errors.confirm = t('account.cli.password.mismatch');
  return errors;
}

/**
 * The password form's rules: current, new, new again; the entry the server refused is cleared and
 * focused (a wrong current password is typed again; a refused new one is typed twice again).
 */
export const passwordRules = (locale: Locale, t: Translate): FieldsFormRules<PasswordField> => ({
  fields: PASSWORD_FIELDS,
  validate: (values) => validatePassword(values, locale, t),
  refused: (field = 'old') => ({ clear: field === 'new' ? ['new', 'confirm'] : [field], focus: field }),
});
