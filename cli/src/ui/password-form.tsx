import type { Locale } from '@opsdeck/shared/i18n';
import { Box, Text, useInput } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import type { Translate } from '../i18n.js';
import {
  initialPasswordState,
  PASSWORD_FIELDS,
  type PasswordField,
  type PasswordFormAction,
  type PasswordFormState,
  reducePasswordForm,
} from './password-form-state.js';
import { displayWidth } from './plain.js';
import { TextField } from './text-field.js';
import { Toned } from './tone.js';

/** What a refused change shows: the lines, and the entry the server named. */
export interface PasswordFailure {
  lines: readonly string[];
  field?: PasswordField;
}

/** Props of PasswordForm. `submit` resolves null once changed, else why it was refused. */
export interface PasswordFormProps {
  t: Translate;
  locale: Locale;
  color: boolean;
  submit: (body: { oldPassword: string; newPassword: string }) => Promise<PasswordFailure | null>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The interactive password change, as the sign-in form: the current password and the new one twice,
 * masked. A weak or mismatched entry is named under its field and nothing typed is thrown away; a
 * refusal from the server is shown and only the entry it names is asked again.
 */
export function PasswordForm(props: PasswordFormProps) {
  const { t, locale, color, onCancel } = props;
  const [state, dispatch] = useReducer(
    (s: PasswordFormState, a: PasswordFormAction) => reducePasswordForm(s, a, locale, t),
    undefined,
    initialPasswordState,
  );
  const { values, focus, errors, failure, phase } = state;
  const callbacks = useRef({ submit: props.submit, onDone: props.onDone });
  callbacks.current = { submit: props.submit, onDone: props.onDone };

  useEffect(() => {
    if (phase === 'done') callbacks.current.onDone();
    if (phase !== 'submitting') return;
    let live = true;
    callbacks.current.submit({ oldPassword: values.old, newPassword: values.new }).then((refused) => {
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

  const labels: Record<PasswordField, string> = {
    old: t('account.cli.password.oldPrompt'),
    new: t('account.cli.password.newPrompt'),
    confirm: t('account.cli.password.confirmPrompt'),
  };
  const labelWidth = Math.max(...PASSWORD_FIELDS.map((f) => displayWidth(labels[f])));
  const editing = phase === 'editing';
  return (
    <Box flexDirection="column">
      <Toned tone="strong" color={color}>
        {t('account.cli.password.summary')}
      </Toned>
      <Toned tone="muted" color={color}>
        {t('account.validation.passwordRule')}
      </Toned>
      <Text> </Text>
      {PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          labelWidth={labelWidth}
          value={values[field]}
          focused={editing && focus === field}
          mask
          error={errors[field]}
          color={color}
        />
      ))}
      {failure.map((line) => (
        <Toned key={line} tone="danger" color={color}>
          {line}
        </Toned>
      ))}
      {phase !== 'done' && <Text> </Text>}
      {phase === 'editing' && (
        <Toned tone="muted" color={color}>
          {t('account.cli.password.formHint')}
        </Toned>
      )}
      {phase === 'submitting' && <Toned color={color}>{t('account.cli.password.changing')}</Toned>}
    </Box>
  );
}
