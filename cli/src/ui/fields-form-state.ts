/** The keys a form reacts to (a subset of Ink's `Key`). */
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

/** A form of text entries: what was typed, where the cursor is, and how far the submit got. */
export interface FieldsFormState<F extends string> {
  values: Record<F, string>;
  focus: F;
  errors: Partial<Record<F, string>>;
  /** Why the last submit was refused (the server's message, or why the request failed and a hint). */
  failure: readonly string[];
  phase: 'editing' | 'submitting' | 'done';
}

export type FieldsFormAction<F extends string> =
  | { type: 'key'; input: string; key: FormKey }
  /** The submit was refused: the lines to show, and the entry it named (if any). */
  | { type: 'failed'; lines: readonly string[]; field?: F }
  | { type: 'done' };

/** What makes one form of the kind: its entries in order, its check, what a refusal clears. */
export interface FieldsFormRules<F extends string> {
  fields: readonly F[];
  /** The messages of the entries that are not right (in the user's language). */
  validate: (values: Record<F, string>) => Partial<Record<F, string>>;
  /** The values as submitted once they pass (trimmed, say). */
  prepare?: (values: Record<F, string>) => Record<F, string>;
  /** After a refusal naming `field` (or none): the entries cleared, and the one given the cursor. */
  refused: (field: F | undefined) => { clear: readonly F[]; focus: F };
}

/** A form's first state: nothing refused yet, editing. */
export function initialFieldsState<F extends string>(
  values: Record<F, string>,
  focus: F,
): FieldsFormState<F> {
  return { values, focus, errors: {}, failure: [], phase: 'editing' };
}

function step<F extends string>(rules: FieldsFormRules<F>, field: F, by: 1 | -1): F {
  const { fields } = rules;
  return fields[(fields.indexOf(field) + by + fields.length) % fields.length] ?? field;
}

function edit<F extends string>(
  state: FieldsFormState<F>,
  change: (value: string) => string,
): FieldsFormState<F> {
  const { focus } = state;
  return {
    ...state,
    values: { ...state.values, [focus]: change(state.values[focus]) },
    errors: { ...state.errors, [focus]: undefined },
  };
}

/**
 * Enter: to the next entry; on the last one check them all. A refused entry keeps what was typed
 * everywhere (only the message is new) and the first one named takes the cursor; a clean form is
 * submitted.
 */
function enter<F extends string>(state: FieldsFormState<F>, rules: FieldsFormRules<F>): FieldsFormState<F> {
  if (state.focus !== rules.fields[rules.fields.length - 1])
    return { ...state, focus: step(rules, state.focus, 1) };
  const errors = rules.validate(state.values);
  const first = rules.fields.find((f) => errors[f]);
  if (first) return { ...state, errors, failure: [], focus: first };
  const values = rules.prepare ? rules.prepare(state.values) : state.values;
  return { ...state, values, errors: {}, failure: [], phase: 'submitting' };
}

/**
 * Applies typed input. Pasted or fast-typed chunks may hold several keys at once ("phone\tpass\r"),
 * so tabs and line breaks inside text act as the keys they are.
 */
function typed<F extends string>(state: FieldsFormState<F>, input: string, rules: FieldsFormRules<F>) {
  let next = state;
  for (const part of input.split(/(\t|\r\n|\r|\n)/)) {
    if (next.phase !== 'editing') break;
    if (part === '\t') next = { ...next, focus: step(rules, next.focus, 1) };
    else if (part === '\r\n' || part === '\r' || part === '\n') next = enter(next, rules);
    else {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: typed text must not carry control characters
      const text = part.replace(/[\u0000-\u001f\u007f]/g, '');
      if (text) next = edit(next, (v) => v + text);
    }
  }
  return next;
}

/** The reducer of every form of the kind (pure, so every key sequence is testable without a terminal). */
export function reduceFieldsForm<F extends string>(
  state: FieldsFormState<F>,
  action: FieldsFormAction<F>,
  rules: FieldsFormRules<F>,
): FieldsFormState<F> {
  if (action.type === 'done') return { ...state, phase: 'done' };
  if (action.type === 'failed') {
    const { clear, focus } = rules.refused(action.field);
    const values = { ...state.values };
    for (const field of clear) values[field] = '';
    return { ...state, values, failure: action.lines, focus, phase: 'editing' };
  }
  if (state.phase !== 'editing') return state;
  const { input, key } = action;
  if (key.tab || key.downArrow) return { ...state, focus: step(rules, state.focus, 1) };
  if (key.upArrow) return { ...state, focus: step(rules, state.focus, -1) };
  if (key.return) return enter(state, rules);
  if (key.backspace || key.delete) return edit(state, (v) => v.slice(0, -1));
  if (key.ctrl && input === 'u') return edit(state, () => '');
  if (key.ctrl || key.meta || !input) return state;
  return typed(state, input, rules);
}
