import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssues, type LoginBody, loginBodySchema } from '@opsdeck/shared/schemas';
import {
  type FieldsFormAction,
  type FieldsFormRules,
  type FieldsFormState,
  initialFieldsState,
  reduceFieldsForm,
} from './fields-form-state.js';

export type { FormKey } from './fields-form-state.js';

/** The two inputs of the sign-in form. */
export type LoginField = 'phone' | 'password';

/** The sign-in form's state: what was typed, where the cursor is, and how far sign-in got. */
export type LoginFormState = FieldsFormState<LoginField>;
export type LoginFormAction = FieldsFormAction<LoginField>;

/** Validates with the shared login schema; the messages are spec §5's texts in the user's language. */
export function validateLogin(values: LoginBody, locale: Locale): Partial<Record<LoginField, string>> {
  const result = loginBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of formatIssues(result.error.issues, locale))
    errors[issue.field as LoginField] ??= issue.message;
  return errors;
}

/** The form's first state: focus on the password when the phone is already known. */
export function initialLoginState(phone = ''): LoginFormState {
  return initialFieldsState<LoginField>({ phone, password: '' }, phone ? 'password' : 'phone');
}

/**
 * The sign-in form's rules: phone then password; the phone is sent trimmed; a failed sign-in clears
 * the password and puts the cursor there.
 */
export const loginRules = (locale: Locale): FieldsFormRules<LoginField> => ({
  fields: ['phone', 'password'],
  validate: (values) => validateLogin(values, locale),
  prepare: (values) => ({ ...values, phone: values.phone.trim() }),
  refused: () => ({ clear: ['password'], focus: 'password' }),
});

/** The form's reducer (pure, so every key sequence is testable without a terminal). */
export function reduceLoginForm(
  state: LoginFormState,
  action: LoginFormAction,
  locale: Locale,
): LoginFormState {
  return reduceFieldsForm(state, action, loginRules(locale));
}
