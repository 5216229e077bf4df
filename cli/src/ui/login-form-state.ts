import type { Locale } from '@opsdeck/shared/i18n';
import { formatIssues, type LoginBody, loginBodySchema } from '@opsdeck/shared/schemas';

/** The two inputs of the sign-in form. */
export type LoginField = 'phone' | 'password';

/** The sign-in form's state: what was typed, where the cursor is, and how far sign-in got. */
export interface LoginFormState {
  values: LoginBody;
  focus: LoginField;
  errors: Partial<Record<LoginField, string>>;
  /** Why the last sign-in failed (the server's message, or Request Error and a hint). */
  failure: readonly string[];
  phase: 'editing' | 'submitting' | 'done';
}

/** The keys the form reacts to (a subset of Ink's `Key`). */
export interface FormKey {
  tab?: boolean;
  upArrow?: boolean;
  downArrow?: boolean;
  return?: boolean;
  backspace?: boolean;
  delete?: boolean;
  ctrl?: boolean;
  meta?: boolean;
}

export type LoginFormAction =
  | { type: 'key'; input: string; key: FormKey }
  | { type: 'failed'; lines: readonly string[] }
  | { type: 'done' };

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
  return {
    values: { phone, password: '' },
    focus: phone ? 'password' : 'phone',
    errors: {},
    failure: [],
    phase: 'editing',
  };
}

const other = (field: LoginField): LoginField => (field === 'phone' ? 'password' : 'phone');

function edit(state: LoginFormState, change: (value: string) => string): LoginFormState {
  const { focus } = state;
  return {
    ...state,
    values: { ...state.values, [focus]: change(state.values[focus]) },
    errors: { ...state.errors, [focus]: undefined },
  };
}

/** Enter: from the phone go to the password; on the password validate and, if clean, submit. */
function enter(state: LoginFormState, locale: Locale): LoginFormState {
  if (state.focus === 'phone') return { ...state, focus: 'password' };
  const errors = validateLogin(state.values, locale);
  if (errors.phone || errors.password)
    return { ...state, errors, failure: [], focus: errors.phone ? 'phone' : 'password' };
  return {
    ...state,
    values: { ...state.values, phone: state.values.phone.trim() },
    errors: {},
    failure: [],
    phase: 'submitting',
  };
}

/**
 * Applies typed input. Pasted or fast-typed chunks may hold several keys at once ("phone\tpass\r"),
 * so tabs and line breaks inside text act as the keys they are.
 */
function typed(state: LoginFormState, input: string, locale: Locale): LoginFormState {
  let next = state;
  for (const part of input.split(/(\t|\r\n|\r|\n)/)) {
    if (next.phase !== 'editing') break;
    if (part === '\t') next = { ...next, focus: other(next.focus) };
    else if (part === '\r\n' || part === '\r' || part === '\n') next = enter(next, locale);
    else {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: typed text must not carry control characters
      const text = part.replace(/[\u0000-\u001f\u007f]/g, '');
      if (text) next = edit(next, (v) => v + text);
    }
  }
  return next;
}

/** The form's reducer (pure, so every key sequence is testable without a terminal). */
export function reduceLoginForm(
  state: LoginFormState,
  action: LoginFormAction,
  locale: Locale,
): LoginFormState {
  if (action.type === 'done') return { ...state, phase: 'done' };
  if (action.type === 'failed') {
    const values = { ...state.values, password: '' };
    return { ...state, values, failure: action.lines, focus: 'password', phase: 'editing' };
  }
  if (state.phase !== 'editing') return state;
  const { input, key } = action;
  if (key.tab || key.upArrow || key.downArrow) return { ...state, focus: other(state.focus) };
  if (key.return) return enter(state, locale);
  if (key.backspace || key.delete) return edit(state, (v) => v.slice(0, -1));
  if (key.ctrl && input === 'u') return edit(state, () => '');
  if (key.ctrl || key.meta || !input) return state;
  return typed(state, input, locale);
}
