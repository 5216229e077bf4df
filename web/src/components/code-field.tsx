import type { InputGroupProps } from '@blueprintjs/core';
import { secondFactorCodeSchema } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form/text-field.tsx';

/** What the code field takes: six digits, or six digits or a recovery code (the default). */
export type CodeKind = 'totp' | 'totpOrRecovery';

export interface CodeFieldProps
  extends Pick<InputGroupProps, 'inputRef' | 'onKeyDown' | 'size' | 'leftIcon' | 'autoFocus'> {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message: the check's or the server's (wrong, expired, used already). */
  error?: string;
  hint?: ReactNode;
  /** The form field name (`code` in bodies, `otp` for the step-up header). */
  name?: string;
  kind?: CodeKind;
}

/**
 * The one field a two-factor code is typed into: sign-in, turning TOTP on and off, and the
 * step-up code (the dialog, and the palette's approval review). Labelled "Code", offered to the
 * browser's one-time-code autofill, focused when it appears; its message (the check below, or the
 * server's refusal naming the code) is under it, red and `aria-invalid`.
 */
export function CodeField({
  id,
  value,
  onValueChange,
  error,
  hint,
  name = 'code',
  kind = 'totpOrRecovery',
  autoFocus = true,
  ...input
}: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      name={name}
      label={t('totp.login.code')}
      required
      error={error}
      hint={hint}
      value={value}
      onValueChange={onValueChange}
      // six digits bring up the digit keypad; a recovery code needs letters
      inputMode={kind === 'totp' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      spellCheck={false}
      autoFocus={autoFocus}
      {...input}
    />
  );
}

/**
 * Checks a typed code before it is sent, with the shared rule the server applies: the message
 * naming the field (in the UI language), or undefined when it may be sent.
 */
export function codeProblem(
  t: TFunction,
  code: string,
  kind: CodeKind = 'totpOrRecovery',
): string | undefined {
  const trimmed = code.trim();
  if (kind === 'totp') return /^\d{6}$/.test(trimmed) ? undefined : t('totp.validation.code');
  return secondFactorCodeSchema.safeParse(trimmed).success ? undefined : t('totp.validation.codeOrRecovery');
}
