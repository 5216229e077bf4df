import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssues, passwordChangeBodySchema } from '@opsdeck/shared/schemas';
import type { Translate } from '../i18n.js';
import type { FormKey } from './login-form-state.js';

/** The three inputs of the password form, in order. */
export const PASSWORD_FIELDS = ['old', 'new', 'confirm'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** The password form's state: what was typed, where the cursor is, and how far the change got. */
export interface PasswordFormState {
  values: Record<PasswordField, string>;
  focus: PasswordField;
  errors: Partial<Record<PasswordField, string>>;
  /** Why the last change failed (the server's message and its field messages). */
  failure: readonly string[];
  phase: 'editing' | 'submitting' | 'done';
}

export type PasswordFormAction =
  | { type: 'key'; input: string; key: FormKey }
  /** The server refused: its lines, and the field it named (that entry is cleared and focused). */
  | { type: 'failed'; lines: readonly string[]; field?: PasswordField }
  | { type: 'done' };

/** The form's first state: every entry empty, the cursor on the current password. */
export function initialPasswordState(): PasswordFormState {
  return {
    values: { old: '', new: '', confirm: '' },
    focus: 'old',
    errors: {},
    failure: [],
    phase: 'editing',
  };
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

const step = (field: PasswordField, by: 1 | -1): PasswordField =>
  PASSWORD_FIELDS[(PASSWORD_FIELDS.indexOf(field) + by + PASSWORD_FIELDS.length) % PASSWORD_FIELDS.length] ??
  'old';

function edit(state: PasswordFormState, change: (value: string) => string): PasswordFormState {
  const { focus } = state;
  return {
    ...state,
    values: { ...state.values, [focus]: change(state.values[focus]) },
    errors: { ...state.errors, [focus]: undefined },
  };
}

/**
 * Enter: to the next entry; on the last one check all three. A refused entry keeps what was typed
 * everywhere (only the message is new) and takes the cursor; a clean form is submitted.
 */
function enter(state: PasswordFormState, locale: Locale, t: Translate): PasswordFormState {
  if (state.focus !== 'confirm') return { ...state, focus: step(state.focus, 1) };
  const errors = validatePassword(state.values, locale, t);
  const first = PASSWORD_FIELDS.find((f) => errors[f]);
  if (first) return { ...state, errors, failure: [], focus: first };
  return { ...state, errors: {}, failure: [], phase: 'submitting' };
}

/** Typed text; a pasted chunk may hold tabs and line breaks, which act as the keys they are. */
function typed(state: PasswordFormState, input: string, locale: Locale, t: Translate): PasswordFormState {
  let next = state;
  for (const part of input.split(/(\t|\r\n|\r|\n)/)) {
    if (next.phase !== 'editing') break;
    if (part === '\t') next = { ...next, focus: step(next.focus, 1) };
    else if (part === '\r\n' || part === '\r' || part === '\n') next = enter(next, locale, t);
    else {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: typed text must not carry control characters
      const text = part.replace(/[\u0000-\u001f\u007f]/g, '');
      if (text) next = edit(next, (v) => v + text);
    }
  }
  return next;
}

/** The form's reducer (pure, so every key sequence is testable without a terminal). */
export function reducePasswordForm(
  state: PasswordFormState,
  action: PasswordFormAction,
  locale: Locale,
  t: Translate,
): PasswordFormState {
  if (action.type === 'done') return { ...state, phase: 'done' };
  if (action.type === 'failed') {
    // the entry the server refused is cleared and focused (a wrong current password is typed again)
    const field = action.field ?? 'old';
    const values = { ...state.values, [field]: '', ...(field === 'new' ? { confirm: '' } : {}) };
    return { ...state, values, failure: action.lines, focus: field, phase: 'editing' };
  }
  if (state.phase !== 'editing') return state;
  const { input, key } = action;
  if (key.tab || key.downArrow) return { ...state, focus: step(state.focus, 1) };
  if (key.upArrow) return { ...state, focus: step(state.focus, -1) };
  if (key.return) return enter(state, locale, t);
  if (key.backspace || key.delete) return edit(state, (v) => v.slice(0, -1));
  if (key.ctrl && input === 'u') return edit(state, () => '');
  if (key.ctrl || key.meta || !input) return state;
  return typed(state, input, locale, t);
}
