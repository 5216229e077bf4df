import { Box, Text, useInput } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import {
  type FieldsFormAction,
  type FieldsFormRules,
  type FieldsFormState,
  reduceFieldsForm,
} from './fields-form-state.js';
import { displayWidth, wrapText } from './plain.js';
import { TextField } from './text-field.js';
import { Toned } from './tone.js';

/** What a refused submit shows: the lines, and the entry it named. */
export interface FieldsFailure<F extends string> {
  lines: readonly string[];
  field?: F;
}

/** One entry as drawn: its label, a placeholder, masked or not. */
export interface FieldLook {
  label: string;
  placeholder?: string;
  mask?: boolean;
}

/** Props of FieldsForm. `submit` resolves null once done, else why it was refused. */
export interface FieldsFormProps<F extends string> {
  rules: FieldsFormRules<F>;
  initial: () => FieldsFormState<F>;
  look: Record<F, FieldLook>;
  /** The form's title and the muted line under it. */
  title: string;
  subtitle: string;
  /** The keys hint while editing, and the line while the submit runs. */
  hint: string;
  busy: string;
  color: boolean;
  /**
   * The terminal's columns: the texts wrap within them as the CLI wraps prose, Chinese between its
   * characters (Ink broke at the one space of 新密码须不少于 6 位…, leaving 16 columns on the first line).
   */
  width?: number;
  submit: (values: Record<F, string>) => Promise<FieldsFailure<F> | null>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * An interactive form of text entries (the sign-in, the password change): the entries one under the
 * other with aligned labels, each one's message under it, the refusal's lines, then the keys hint.
 * Enter submits once every entry passes; Esc or Ctrl+C cancels.
 */
export function FieldsForm<F extends string>(props: FieldsFormProps<F>) {
  const { rules, look, color, onCancel } = props;
  const [state, dispatch] = useReducer(
    (s: FieldsFormState<F>, a: FieldsFormAction<F>) => reduceFieldsForm(s, a, rules),
    undefined,
    props.initial,
  );
  const { values, focus, errors, failure, phase } = state;
  const callbacks = useRef({ submit: props.submit, onDone: props.onDone });
  callbacks.current = { submit: props.submit, onDone: props.onDone };

  useEffect(() => {
    if (phase === 'done') callbacks.current.onDone();
    if (phase !== 'submitting') return;
    let live = true;
    callbacks.current.submit(values).then((refused) => {
      if (live) dispatch(refused === null ? { type: 'done' } : { type: 'failed', ...refused });
    });
    return () => {
      live = false;
    };
  }, [phase, values]);

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) onCancel();
    else dispatch({ type: 'key', input, key });
  });

  const labelWidth = Math.max(...rules.fields.map((f) => displayWidth(look[f].label)));
  const editing = phase === 'editing';
  const { width } = props;
  const wrap = <T extends string | undefined>(text: T, indent = 0): T =>
    width === undefined || text === undefined
      ? text
      : (wrapText(text, Math.max(20, width - indent)).join('\n') as T);
  return (
    <Box flexDirection="column">
      <Toned tone="strong" color={color}>
        {props.title}
      </Toned>
      <Toned tone="muted" color={color}>
        {wrap(props.subtitle)}
      </Toned>
      <Text> </Text>
      {rules.fields.map((field) => (
        <TextField
          key={field}
          label={look[field].label}
          labelWidth={labelWidth}
          value={values[field]}
          placeholder={look[field].placeholder}
          focused={editing && focus === field}
          mask={look[field].mask}
          error={wrap(errors[field], labelWidth + 4)}
          color={color}
        />
      ))}
      {failure.map((line) => (
        <Toned key={line} tone="danger" color={color}>
          {wrap(line)}
        </Toned>
      ))}
      {phase !== 'done' && <Text> </Text>}
      {phase === 'editing' && (
        <Toned tone="muted" color={color}>
          {wrap(props.hint)}
        </Toned>
      )}
      {phase === 'submitting' && <Toned color={color}>{props.busy}</Toned>}
    </Box>
  );
}
