import type { Locale } from '@opsdeck/shared/i18n';
import type { LoginBody } from '@opsdeck/shared/schemas';
import { Box, Text, useInput } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import type { Translate } from '../i18n.js';
import {
  initialLoginState,
  type LoginFormAction,
  type LoginFormState,
  reduceLoginForm,
} from './login-form-state.js';
import { displayWidth } from './plain.js';
import { TextField } from './text-field.js';
import { Toned } from './tone.js';

/** Props of LoginForm. `submit` resolves null on success, or the lines to show when sign-in failed. */
export interface LoginFormProps {
  t: Translate;
  locale: Locale;
  server: string;
  color: boolean;
  initialPhone?: string;
  submit: (body: LoginBody) => Promise<readonly string[] | null>;
  onDone: () => void;
  onCancel: () => void;
}

/** The interactive sign-in form: phone, masked password, validation and the server's answer. */
export function LoginForm(props: LoginFormProps) {
  const { t, locale, server, color, submit, onDone, onCancel } = props;
  const [state, dispatch] = useReducer(
    (s: LoginFormState, a: LoginFormAction) => reduceLoginForm(s, a, locale),
    props.initialPhone,
    initialLoginState,
  );
  const { values, focus, errors, failure, phase } = state;
  const callbacks = useRef({ submit, onDone });
  callbacks.current = { submit, onDone };

  useEffect(() => {
    if (phase === 'done') callbacks.current.onDone();
    if (phase !== 'submitting') return;
    let live = true;
    callbacks.current.submit(values).then((lines) => {
      if (live) dispatch(lines === null ? { type: 'done' } : { type: 'failed', lines });
    });
    return () => {
      live = false;
    };
  }, [phase, values]);

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) onCancel();
    else dispatch({ type: 'key', input, key });
  });

  const labels = { phone: t('login.phone'), password: t('login.password') };
  const labelWidth = Math.max(displayWidth(labels.phone), displayWidth(labels.password));
  const editing = phase === 'editing';
  return (
    <Box flexDirection="column">
      <Toned tone="strong" color={color}>
        {t('login.title')}
      </Toned>
      <Toned tone="muted" color={color}>
        {t('cli.login.form.server', { server })}
      </Toned>
      <Text> </Text>
      <TextField
        label={labels.phone}
        labelWidth={labelWidth}
        value={values.phone}
        placeholder={t('login.phonePlaceholder')}
        focused={editing && focus === 'phone'}
        error={errors.phone}
        color={color}
      />
      <TextField
        label={labels.password}
        labelWidth={labelWidth}
        value={values.password}
        focused={editing && focus === 'password'}
        mask
        error={errors.password}
        color={color}
      />
      {failure.map((line) => (
        <Toned key={line} tone="danger" color={color}>
          {line}
        </Toned>
      ))}
      {phase !== 'done' && <Text> </Text>}
      {phase === 'editing' && (
        <Toned tone="muted" color={color}>
          {t('cli.login.form.hint')}
        </Toned>
      )}
      {phase === 'submitting' && <Toned color={color}>{t('cli.login.form.signingIn')}</Toned>}
    </Box>
  );
}
